import { Alert, Box, Stack } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';

/**
 * A section's form that is posted to `action` before the app runs (decision 054), named by the
 * section's heading: when the server's answer says it was sent that way, `thanks` stands above the
 * fields.
 */
export function PostedForm({
  action,
  onSubmit,
  labelledBy,
  spacing,
  sent,
  thanks,
  children,
}: {
  action: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  labelledBy: string;
  spacing: number;
  sent: boolean;
  thanks: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      method="post"
      action={action}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={labelledBy}
    >
      <Stack spacing={spacing} sx={{ alignItems: 'flex-start' }}>
        {sent ? (
          <Alert severity="success" role="status" sx={{ alignSelf: 'stretch' }}>
            {thanks}
          </Alert>
        ) : null}
        {children}
      </Stack>
    </Box>
  );
}
