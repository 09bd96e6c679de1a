import { useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  Tab,
  Tabs,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';
import { ErrorState } from '@devjobs/web/ErrorState';
import { OutboxMessageDocument } from '../../graphql/generated/operations';
import { tokens } from '../../lib/theme';

/**
 * One message as it was rendered; once sent or failed only that its body was erased (decision
 * 078). Secret links show "hidden" in place of their token unless mail is kept. The HTML runs in a frame with every sandbox restriction
 * (`sandbox=""`: no scripts, no forms, no navigation of the console, an origin of its own), from
 * `srcdoc`, so nothing in a message can act in the console (decision 061).
 */
export function OutboxMessageDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [view, setView] = useState<'html' | 'text'>('html');
  const { data, loading, error, refetch } = useQuery(OutboxMessageDocument, {
    variables: { id },
  });
  const message = data?.outboxMessage;

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md">
      <DialogTitle sx={{ pb: 1 }}>
        {message ? message.subject : 'Message'}
        {message && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            To {message.recipient}
          </Typography>
        )}
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0, display: 'flex', flexDirection: 'column' }}>
        {error && !message ? (
          <Box sx={{ p: 2 }}>
            <ErrorState inline title="Failed to load the message." onRetry={() => void refetch()} />
          </Box>
        ) : loading && !message ? (
          <Box sx={{ p: 2 }} aria-label="Loading the message">
            <Skeleton variant="rectangular" height={360} />
          </Box>
        ) : message?.bodyErased ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {message.status === 'failed'
              ? 'Body erased after the last attempt failed.'
              : 'Body erased after sending.'}{' '}
            Who it went to, when and how sending went are kept.
          </Typography>
        ) : message ? (
          <>
            <Tabs
              value={view}
              onChange={(_e, next: 'html' | 'text') => setView(next)}
              aria-label="How the message is shown"
              sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
            >
              <Tab value="html" label="HTML" />
              <Tab value="text" label="Text" />
            </Tabs>
            {view === 'html' ? (
              <Box
                component="iframe"
                title={`The message's HTML: ${message.subject}`}
                sandbox=""
                srcDoc={message.html ?? ''}
                sx={{
                  border: 0,
                  width: '100%',
                  flexGrow: 1,
                  minHeight: fullScreen ? 0 : 480,
                  bgcolor: '#fff',
                }}
              />
            ) : (
              <Box
                component="pre"
                aria-label="The message's text"
                sx={{
                  m: 0,
                  p: 2,
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                  fontFamily: tokens.monoFontFamily,
                  fontSize: '0.8125rem',
                }}
              >
                {message.text}
              </Box>
            )}
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
