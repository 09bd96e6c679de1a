import { signInPath } from '@devjobs/web/after-login';
import { useMutation, useQuery } from '@apollo/client/react';
import { EMAIL_CONFIRMED, EMAIL_LINK_REFUSALS } from '@devjobs/web/email-confirmation';
import { errorMessage } from '@devjobs/web/graphql-errors';
import { useHydrated } from '@devjobs/web/use-hydrated';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LinkButtons } from '../../components/LinkButtons';
import { Page } from '../../components/Page';
import { ConfirmEmailDocument, EmailLinkStateDocument } from '../../graphql/generated/operations';
import { useFormOutcome } from '../../lib/form-outcome';
import { useSession, useSessionStore } from '../../lib/session';

/**
 * /confirm-email?token=…: the link from a confirmation mail (decision 063,
 * docs/product.md#confirming-your-email-address). Says at once when the link can no longer be
 * used; otherwise one button confirms. Opening the page changes nothing (mail scanners open
 * links), and its HTML is the same for every link: the form has no action, so without JavaScript
 * it posts to the address it was opened at, token included.
 */
export function ConfirmEmailPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const { user } = useSession();
  const store = useSessionStore();
  const link = useQuery(EmailLinkStateDocument, { variables: { token }, ssr: false });
  const [confirm] = useMutation(ConfirmEmailDocument);
  const outcome = useFormOutcome('confirm-email');
  const [done, setDone] = useState(Boolean(outcome?.sent));
  const [refused, setRefused] = useState<string | undefined>(outcome?.message);
  const [sending, setSending] = useState(false);
  // Without JavaScript the check never comes: the server's page offers the button at once.
  const hydrated = useHydrated();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    try {
      await confirm({ variables: { token } });
      setDone(true);
      if (user) {
        const { refreshSession } = await import('../../graphql/browser-client');
        await refreshSession(store).catch(() => undefined);
      }
    } catch (error) {
      setRefused(errorMessage(error, 'Could not confirm the address. Please try again.'));
    } finally {
      setSending(false);
    }
  }

  const state = link.data?.emailLinkState;
  const dead = Boolean(state && state !== 'VALID');
  const refusal =
    refused ??
    (done
      ? undefined
      : link.error
        ? 'Could not check this link. Please try again.'
        : state && state !== 'VALID'
          ? EMAIL_LINK_REFUSALS[state]
          : undefined);

  return (
    <Page
      title="Confirm your email address"
      description="Confirm the email address of your DevJobs account with the link from your email."
    >
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, mx: 'auto', maxWidth: 460 }}>
        <Typography variant="h3" component="h1" sx={{ mb: 0.5 }}>
          Confirm your email address
        </Typography>
        {done ? (
          <Confirmed signedIn={Boolean(user)} />
        ) : (
          <>
            <Typography color="text.secondary" sx={{ mb: 3 }} role="status">
              {dead
                ? 'This link can no longer confirm an address.'
                : hydrated && link.loading && !state
                  ? 'Checking your link…'
                  : 'One click and the address the link was sent to is confirmed for your account.'}
            </Typography>
            <Box
              component="form"
              method="post"
              onSubmit={(event: FormEvent) => void handleSubmit(event)}
              aria-label="Confirm your email address"
            >
              <Stack spacing={2.5}>
                {refusal ? (
                  <Refusal
                    message={refusal}
                    onRetry={link.error ? () => void link.refetch() : undefined}
                  />
                ) : null}
                {/* Shown while the link is checked too: without JavaScript the check never
                    comes, and the server says what is wrong with the link when it is sent. */}
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  loading={sending}
                  disabled={dead || Boolean(refused)}
                >
                  Confirm my address
                </Button>
              </Stack>
            </Box>
            {dead || refused ? <AfterRefusal signedIn={Boolean(user)} /> : null}
          </>
        )}
      </Paper>
    </Page>
  );
}

/** The address is confirmed: on to the courses and the account, or to log in. */
function Confirmed({ signedIn }: { signedIn: boolean }) {
  return (
    <Stack spacing={2.5} sx={{ mt: 3 }}>
      <Alert severity="success" role="status">
        {EMAIL_CONFIRMED}
      </Alert>
      <LinkButtons
        links={
          signedIn
            ? [
                { to: '/courses', label: 'Browse courses' },
                { to: '/account', label: 'Your account' },
              ]
            : [{ to: signInPath('/login', '/account'), label: 'Log in' }]
        }
      />
    </Stack>
  );
}

/** Why the link cannot confirm, with Retry when only its check failed. */
function Refusal({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
}

/** A link that cannot confirm: on to the account, where a new link is asked for. */
function AfterRefusal({ signedIn }: { signedIn: boolean }) {
  return (
    <Box sx={{ mt: 3 }}>
      <LinkButtons
        links={
          signedIn
            ? [{ to: '/account', label: 'Your account' }]
            : [{ to: signInPath('/login', '/account'), label: 'Log in' }]
        }
      />
    </Box>
  );
}
