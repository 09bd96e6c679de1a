import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { ErrorState } from './ErrorState';
import { DisableTwoFactorDocument, TwoFactorStatusDocument } from './graphql/generated/operations';
import { toast } from './toast';
import { TwoFactorEnrolment } from './TwoFactorEnrolment';
import { useTextFields } from './use-text-fields';

/**
 * The signed-in account's two-factor sign-in (docs/product.md#two-factor-sign-in): off, with a way
 * to set it up; or on, with the recovery codes left and (unless staff must keep it) a way to turn
 * it off with the password and a code. The apps put it in a section of their own.
 */
export function TwoFactorSettings() {
  const { data, loading, error, refetch } = useQuery(TwoFactorStatusDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [enrolling, setEnrolling] = useState(false);

  if (loading && !data)
    return (
      <Stack spacing={1} role="status" aria-label="Loading two-factor sign-in">
        <Skeleton variant="text" width="70%" />
        <Skeleton variant="rounded" width={220} height={36} />
      </Stack>
    );
  if (error && !data)
    return (
      <ErrorState
        title="Could not load your two-factor sign-in."
        error={error}
        onRetry={() => void refetch()}
      />
    );
  const status = data!.twoFactorStatus;

  if (enrolling)
    return (
      <TwoFactorEnrolment
        onCancel={() => setEnrolling(false)}
        onDone={() => {
          setEnrolling(false);
          void refetch();
        }}
      />
    );
  if (!status.enabled)
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2">
          Off. With it on, signing in also asks for a 6-digit code from an authenticator app on your
          phone, so a stolen password alone is not enough.
        </Typography>
        {status.required && (
          <Alert severity="warning">Staff accounts must have two-factor sign-in.</Alert>
        )}
        <Button variant="contained" onClick={() => setEnrolling(true)}>
          Set up two-factor sign-in
        </Button>
      </Stack>
    );
  return (
    <Stack spacing={2}>
      <Typography variant="body2">
        On since {new Date(status.enabledAt!).toLocaleDateString()}. Signing in asks for a code from
        your authenticator app. Recovery codes left: {status.recoveryCodesLeft}.
      </Typography>
      {status.recoveryCodesLeft <= 2 && (
        <Alert severity="warning">
          Few recovery codes are left: turn two-factor sign-in off and on again for ten new ones.
        </Alert>
      )}
      {status.required ? (
        <Alert severity="info">Staff accounts must keep two-factor sign-in on.</Alert>
      ) : (
        <TurnOff />
      )}
    </Stack>
  );
}

function TurnOff() {
  const [disable] = useMutation(DisableTwoFactorDocument);
  const form = useTextFields({ password: '', code: '' });
  const handleSubmit = form.submit(async ({ password, code }) => {
    const { data } = await disable({
      variables: { input: { password, code: code.trim() } },
      refetchQueries: [TwoFactorStatusDocument],
    });
    if (!data) throw new Error('No answer');
    form.reset();
    toast.success('Two-factor sign-in is off');
  }, 'Could not turn off two-factor sign-in');
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={handleSubmit}
      aria-label="Turn off two-factor sign-in"
    >
      <Typography variant="subtitle2" component="h3">
        Turn it off
      </Typography>
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      <TextField
        label="Code from the app or a recovery code"
        autoComplete="one-time-code"
        required
        {...form.field('code')}
      />
      <Button
        type="submit"
        variant="outlined"
        color="error"
        loading={form.sending}
        sx={{ alignSelf: 'start' }}
      >
        Turn off two-factor sign-in
      </Button>
    </Stack>
  );
}
