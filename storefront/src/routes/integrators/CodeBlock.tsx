import { Box } from '@mui/material';

/** Text to copy as it is (a command, a query, code): monospaced, kept on its lines, scrolling sideways on a phone. */
export function CodeBlock({ children }: { children: string }) {
  return (
    <Box
      component="pre"
      // A box that scrolls is reached by keyboard too.
      tabIndex={0}
      sx={{
        m: 0,
        mb: 1.5,
        p: 1.5,
        overflowX: 'auto',
        bgcolor: 'grey.100',
        color: 'text.primary',
        borderRadius: 1,
        fontSize: '0.8125rem',
        lineHeight: 1.5,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
      }}
    >
      <code>{children}</code>
    </Box>
  );
}
