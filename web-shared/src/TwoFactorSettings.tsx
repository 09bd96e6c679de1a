import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { CurrentPasswordField } from './AuthFields';
import { formatDate } from './dates';
import { ErrorState } from './ErrorState';
import {
  DisableTwoFactorDocument,
  NewRecoveryCodesDocument,
  TwoFactorStatusDocument,
} from './graphql/generated/operations';
import { RecoveryCodes } from './RecoveryCodes';
import { toast } from './toast';
import { TwoFactorEnrolment } from './TwoFactorEnrolment';
import { useTextFields } from './use-text-fields';

/**
 * The signed-in account's two-factor sign-in (docs/product.md#two-factor-sign-in): off, with a way
 * to set it up; or on, with the recovery codes left, a way to get new ones and (unless staff must
 * keep it) to turn it off, each with the current password and a code; setting it up asks for the
 * password first (decision 080). The apps put it in a section of
 * their own.
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
        askPassword
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
        On since {formatDate(status.enabledAt, 'day')}. Signing in asks for a code from your
        authenticator app. Recovery codes left: {status.recoveryCodesLeft}.
      </Typography>
      {status.recoveryCodesLeft <= 2 && (
        <Alert severity="warning">Few recovery codes are left: make new ones below.</Alert>
      )}
      <NewCodes />
      {status.required ? (
        <Alert severity="info">Staff accounts must keep two-factor sign-in on.</Alert>
      ) : (
        <TurnOff />
      )}
    </Stack>
  );
}

/** New recovery codes in place of the old: the form, then the codes, shown once. */
function NewCodes() {
  const [renew] = useMutation(NewRecoveryCodesDocument);
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes) return <RecoveryCodes codes={codes} onSaved={() => setCodes(null)} />;
  return (
    <PasswordAndCode
      title="New recovery codes"
      intro="Ten new codes replace every old one, used or not."
      action="Make new recovery codes"
      failure="Could not make new recovery codes"
      send={async (input) => {
        const { data } = await renew({
          variables: { input },
          refetchQueries: [TwoFactorStatusDocument],
        });
        if (!data) throw new Error('No answer');
        setCodes(data.newRecoveryCodes);
      }}
    />
  );
}

function TurnOff() {
  const [disable] = useMutation(DisableTwoFactorDocument);
  return (
    <PasswordAndCode
      title="Turn it off"
      action="Turn off two-factor sign-in"
      failure="Could not turn off two-factor sign-in"
      danger
      send={async (input) => {
        const { data } = await disable({
          variables: { input },
          refetchQueries: [TwoFactorStatusDocument],
        });
        if (!data) throw new Error('No answer');
        toast.success('Two-factor sign-in is off');
      }}
    />
  );
}

/** A change to two-factor sign-in: the current password and a code from the app (or a recovery code). */
function PasswordAndCode({
  title,
  intro,
  action,
  failure,
  danger = false,
  send,
}: {
  title: string;
  intro?: string;
  action: string;
  failure: string;
  danger?: boolean;
  send: (input: { currentPassword: string; code: string }) => Promise<void>;
}) {
  const form = useTextFields({ currentPassword: '', code: '' });
  const handleSubmit = form.submit(async ({ currentPassword, code }) => {
    await send({ currentPassword, code: code.trim() });
    form.reset();
  }, failure);
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit} aria-label={title}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {intro && <Typography variant="body2">{intro}</Typography>}
      <CurrentPasswordField {...form.field('currentPassword')} />
      <TextField
        label="Code from the app or a recovery code"
        autoComplete="one-time-code"
        required
        {...form.field('code')}
      />
      <Button
        type="submit"
        variant="outlined"
        color={danger ? 'error' : 'primary'}
        loading={form.sending}
        sx={{ alignSelf: 'start' }}
      >
        {action}
      </Button>
    </Stack>
  );
}
