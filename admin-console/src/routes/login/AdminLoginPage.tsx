import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { retryOnceWhenBusy } from '@devjobs/web/retry-when-busy';
import { toast } from '@devjobs/web/toast';
import { Alert, Button, Stack } from '@mui/material';
import { EmailField, FormFootLink, PasswordField } from '@devjobs/web/AuthFields';
import { PASSWORD_CHANGED } from '@devjobs/web/password-reset';
import { errorCode } from '@devjobs/web/graphql-errors';
import { useTextFields } from '@devjobs/web/use-text-fields';
import { SESSION_ENDED_COOKIE, type SessionEnded } from '@devjobs/web/session-ended';
import { isAdmin, useSession } from '../../lib/session';
import { FullPageLoader } from '../../components/FullPageLoader';
import { AdminAuthFrame } from './AdminAuthFrame';
import { showRefusal } from './show-refusal';
import { AdminSecondStep, type SecondStep, secondStepOf } from './AdminSecondStep';

type Field = 'email' | 'password';
type Errors = Partial<Record<Field, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validate(email: string, password: string): Errors {
  const errors: Errors = {};
  if (!email.trim()) errors.email = 'Email is required';
  else if (!EMAIL.test(email.trim())) errors.email = 'Enter a valid email address';
  if (!password) errors.password = 'Password is required';
  return errors;
}

/** Why the last console session ended, as the API's readable cookie says (decision 055). */
const ENDED_MESSAGES: Record<SessionEnded, string> = {
  idle: 'You were signed out after 30 minutes without activity. Please sign in again.',
  expired: 'Your session ended 12 hours after you signed in. Please sign in again.',
};

/** The reason the API left in SESSION_ENDED_COOKIE, if any. */
function endedMessage(): string | undefined {
  const entry = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SESSION_ENDED_COOKIE}=`));
  return entry && ENDED_MESSAGES[entry.slice(SESSION_ENDED_COOKIE.length + 1) as SessionEnded];
}

/** /admin/login: outside the admin layout. */
export function AdminLoginPage() {
  const { loading, user, login } = useSession();
  // Said once: the cookie goes as soon as the page has read it.
  const [ended] = useState(endedMessage);
  // Back from /admin/reset-password with a new password (every session of the account ended).
  const passwordChanged = (useLocation().state as { passwordChanged?: boolean } | null)
    ?.passwordChanged;
  useEffect(() => {
    document.cookie = `${SESSION_ENDED_COOKIE}=; Max-Age=0; Path=/`;
  }, []);
  const navigate = useNavigate();
  const form = useTextFields({ email: '', password: '' });
  const [submitting, setSubmitting] = useState(false);
  const [step, setStep] = useState<SecondStep>();

  if (loading) return <FullPageLoader label="Checking your session…" />;
  if (isAdmin(user) && !submitting && !step) return <Navigate to="/admin/dashboard" replace />;

  if (step)
    return (
      <AdminAuthFrame title={step === 'code' ? 'Two-factor sign-in' : 'Set up two-factor sign-in'}>
        <AdminSecondStep
          step={step}
          onSignedIn={() => {
            toast.success('Admin login successful!');
            void navigate('/admin/dashboard', { replace: true });
          }}
          onStartOver={(message) => {
            setStep(undefined);
            form.setErrors({ password: message });
          }}
        />
      </AdminAuthFrame>
    );

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { email, password } = form.values;
    const found = validate(email, password);
    form.setErrors(found);
    if (Object.keys(found).length) {
      document.getElementById(found.email ? 'admin-email' : 'admin-password')?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await retryOnceWhenBusy(() => login(email.trim(), password));
      toast.success('Admin login successful!');
      void navigate('/admin/dashboard', { replace: true });
    } catch (error) {
      setSubmitting(false);
      const second = secondStepOf(error);
      if (second) {
        setStep(second);
        return;
      }
      if (errorCode(error) === 'FORBIDDEN') {
        toast.error('Access Denied: Not an admin account.');
        return;
      }
      showRefusal(error, 'Invalid credentials', form.showFieldErrors);
    }
  }

  return (
    <AdminAuthFrame title="Admin Login">
      {(ended || passwordChanged) && (
        <Alert severity={passwordChanged ? 'success' : 'info'} sx={{ mb: 2.5 }}>
          {passwordChanged ? PASSWORD_CHANGED : ended}
        </Alert>
      )}
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={handleSubmit}
        aria-label="Admin login"
      >
        <EmailField id="admin-email" autoComplete="username" autoFocus {...form.field('email')} />
        <PasswordField
          id="admin-password"
          autoComplete="current-password"
          {...form.field('password')}
        />
        <Button type="submit" variant="contained" size="large" loading={submitting}>
          Login
        </Button>
        <FormFootLink to="/admin/forgot-password">Forgot password?</FormFootLink>
      </Stack>
    </AdminAuthFrame>
  );
}
