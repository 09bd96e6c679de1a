import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Stack } from '@mui/material';
import { EmailField, FormFootLink, PasswordField } from '@devjobs/web/AuthFields';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { RESET_ASKED, RESET_LINK_REFUSALS } from '@devjobs/web/password-reset';
import { retryOnceWhenBusy } from '@devjobs/web/retry-when-busy';
import { useTextFields } from '@devjobs/web/use-text-fields';
import {
  RequestPasswordResetDocument,
  ResetLinkStateDocument,
  ResetPasswordDocument,
} from '@devjobs/web/operations';
import { AdminAuthFrame } from './AdminAuthFrame';
import { showRefusal } from './show-refusal';

/** /admin/forgot-password: a staff address; a reset link goes there if it is an admin's (decision 062). */
export function AdminForgotPasswordPage() {
  const [requestReset] = useMutation(RequestPasswordResetDocument);
  const form = useTextFields({ email: '' });
  const [sending, setSending] = useState(false);
  const [asked, setAsked] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.values.email.trim()) {
      form.setErrors({ email: 'Email is required' });
      return;
    }
    setSending(true);
    try {
      await retryOnceWhenBusy(() =>
        requestReset({ variables: { email: form.values.email.trim() } }),
      );
      setAsked(true);
    } catch (error) {
      showRefusal(error, 'Could not send the link', form.showFieldErrors);
    } finally {
      setSending(false);
    }
  }

  return (
    <AdminAuthFrame title="Forgot password">
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={handleSubmit}
        aria-label="Forgot password"
      >
        {asked && <Alert severity="success">{RESET_ASKED}</Alert>}
        <EmailField autoComplete="username" autoFocus {...form.field('email')} />
        <Button type="submit" variant="contained" size="large" loading={sending}>
          Send reset link
        </Button>
        <FormFootLink to="/admin/login">Back to login</FormFootLink>
      </Stack>
    </AdminAuthFrame>
  );
}

/** /admin/reset-password?token=…: a new password with the link from the mail, then the login page. */
export function AdminResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const link = useQuery(ResetLinkStateDocument, { variables: { token } });
  const [reset] = useMutation(ResetPasswordDocument);
  const form = useTextFields({ password: '' });
  const [sending, setSending] = useState(false);
  const state = link.data?.resetLinkState;
  const usable = !link.loading && !link.error && state === 'VALID';

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.values.password.length < 8) {
      form.setErrors({ password: 'Password must be at least 8 characters.' });
      return;
    }
    setSending(true);
    try {
      await retryOnceWhenBusy(() =>
        reset({ variables: { input: { token, password: form.values.password } } }),
      );
      void navigate('/admin/login', { replace: true, state: { passwordChanged: true } });
    } catch (error) {
      setSending(false);
      void link.refetch();
      showRefusal(error, 'Could not set the password', form.showFieldErrors);
    }
  }

  return (
    <AdminAuthFrame title="Set a new password">
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={handleSubmit}
        aria-label="Set a new password"
      >
        {link.loading && <Alert severity="info">Checking the link…</Alert>}
        {link.error && (
          <Alert
            severity="error"
            action={<Button onClick={() => void link.refetch()}>Retry</Button>}
          >
            Could not check this link.
          </Alert>
        )}
        {state && state !== 'VALID' && <Alert severity="error">{RESET_LINK_REFUSALS[state]}</Alert>}
        <PasswordField
          label="New password"
          autoComplete="new-password"
          autoFocus
          disabled={!usable}
          {...form.field('password', 'At least 8 characters.')}
        />
        <Button type="submit" variant="contained" size="large" loading={sending} disabled={!usable}>
          Set password
        </Button>
        <FormFootLink to="/admin/forgot-password">Ask for a new link</FormFootLink>
      </Stack>
    </AdminAuthFrame>
  );
}
