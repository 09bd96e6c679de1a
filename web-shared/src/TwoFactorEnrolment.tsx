import { useMutation } from '@apollo/client/react';
import { Alert, Box, Button, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { CurrentPasswordField } from './AuthFields';
import { ErrorState } from './ErrorState';
import {
  type ConfirmTwoFactorEnrolmentMutation,
  ConfirmTwoFactorEnrolmentDocument,
  StartTwoFactorEnrolmentDocument,
} from './graphql/generated/operations';
import { toast } from './toast';
import { useTextFields } from './use-text-fields';
import { RecoveryCodes } from './RecoveryCodes';

type Confirmed = ConfirmTwoFactorEnrolmentMutation['confirmTwoFactorEnrolment'];

/**
 * Setting up two-factor sign-in (docs/product.md#two-factor-sign-in): a new secret as a QR code and
 * as text, shown once; a code from the app confirms it; then the ten recovery codes, shown once,
 * to copy or download before `onDone`. Used on the account pages, where `askPassword` asks for the
 * current password before the secret (decision 080), and at a console sign-in that asks staff to
 * set it up, which took the password a moment ago.
 */
export function TwoFactorEnrolment({
  onDone,
  onCancel,
  askPassword = false,
}: {
  onDone: (confirmed: Confirmed) => void;
  onCancel?: () => void;
  askPassword?: boolean;
}) {
  const [start, started] = useMutation(StartTwoFactorEnrolmentDocument);
  const [confirmed, setConfirmed] = useState<Confirmed | null>(null);
  const asked = useRef(false);
  useEffect(() => {
    // Once: a second start would replace the secret just shown.
    if (askPassword || asked.current) return;
    asked.current = true;
    start().catch(() => undefined);
  }, [start, askPassword]);

  if (confirmed)
    return (
      <Stack spacing={2}>
        <Alert severity="success">Two-factor sign-in is on.</Alert>
        <RecoveryCodes codes={confirmed.recoveryCodes} onSaved={() => onDone(confirmed)} />
      </Stack>
    );
  if (askPassword && !started.data)
    return (
      <PasswordFirst
        onCancel={onCancel}
        start={async (currentPassword) => {
          await start({ variables: { currentPassword } });
        }}
      />
    );
  if (started.error)
    return (
      <ErrorState
        title="Could not start setting up two-factor sign-in."
        error={started.error}
        onRetry={() => void start().catch(() => undefined)}
      />
    );
  const enrolment = started.data?.startTwoFactorEnrolment;
  if (!enrolment)
    return (
      <Stack spacing={2} role="status" aria-label="Preparing your secret">
        <Skeleton variant="rectangular" width={200} height={200} />
        <Skeleton variant="text" width="60%" />
      </Stack>
    );

  return (
    <Stack spacing={2}>
      <Typography variant="body2">
        1. Scan this QR code with an authenticator app (Google Authenticator, Microsoft
        Authenticator, 1Password, Aegis…), or type the key below into it. It is shown only now.
      </Typography>
      <Box
        component="img"
        src={enrolment.qrCode}
        alt="QR code of your two-factor secret, for an authenticator app"
        width={200}
        height={200}
        sx={{ bgcolor: '#fff', borderRadius: 1, border: 1, borderColor: 'divider' }}
      />
      <TextField
        label="Key to type in"
        value={enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
        slotProps={{ htmlInput: { readOnly: true, 'data-secret': enrolment.secret } }}
        size="small"
      />
      <Typography variant="body2">2. Enter the 6-digit code the app shows now.</Typography>
      <ConfirmCode onConfirmed={setConfirmed} onCancel={onCancel} />
    </Stack>
  );
}

/** The code the app shows for the new secret, which turns two-factor sign-in on. */
function ConfirmCode({
  onConfirmed,
  onCancel,
}: {
  onConfirmed: (confirmed: Confirmed) => void;
  onCancel?: () => void;
}) {
  const [confirm] = useMutation(ConfirmTwoFactorEnrolmentDocument);
  const form = useTextFields({ code: '' });
  const handleSubmit = form.submit(async ({ code }) => {
    const { data } = await confirm({ variables: { code: code.trim() } });
    if (!data) throw new Error('No answer');
    toast.success('Two-factor sign-in is on');
    onConfirmed(data.confirmTwoFactorEnrolment);
  }, 'Could not turn on two-factor sign-in');

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ alignItems: { sm: 'flex-start' } }}
      onSubmit={handleSubmit}
      aria-label="Confirm two-factor sign-in"
    >
      <TextField
        label="Code from the app"
        autoComplete="one-time-code"
        required
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
        {...form.field('code')}
      />
      <Button
        type="submit"
        variant="contained"
        loading={form.sending}
        sx={{ mt: { sm: 1 }, flexShrink: 0, whiteSpace: 'nowrap' }}
      >
        Turn on
      </Button>
      {onCancel && (
        <Button onClick={onCancel} sx={{ mt: { sm: 1 } }}>
          Cancel
        </Button>
      )}
    </Stack>
  );
}

/** The current password, asked before a signed-in account is shown a new secret (decision 080). */
function PasswordFirst({
  start,
  onCancel,
}: {
  start: (currentPassword: string) => Promise<void>;
  onCancel?: () => void;
}) {
  const form = useTextFields({ currentPassword: '' });
  const handleSubmit = form.submit(
    ({ currentPassword }) => start(currentPassword),
    'Could not start setting up two-factor sign-in',
  );
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={handleSubmit}
      aria-label="Confirm it is you"
      sx={{ alignItems: 'flex-start' }}
    >
      <Typography variant="body2">
        Enter your current password to set up two-factor sign-in. Turning it on signs you out
        everywhere else.
      </Typography>
      <CurrentPasswordField autoFocus {...form.field('currentPassword')} />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" loading={form.sending}>
          Continue
        </Button>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
      </Stack>
    </Stack>
  );
}
