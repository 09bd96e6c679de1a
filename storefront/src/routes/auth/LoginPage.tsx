import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { EmailField, FormFootLink, PasswordField } from '@devjobs/web/AuthFields';
import { PASSWORD_CHANGED } from '@devjobs/web/password-reset';
import { returnPathOf } from '@devjobs/web/after-login';
import { retryOnceWhenBusy } from '@devjobs/web/retry-when-busy';
import { toast } from '@devjobs/web/toast';
import { useTextFields } from '@devjobs/web/use-text-fields';
import { useFormOutcome } from '../../lib/form-outcome';
import { useSession } from '../../lib/session';
import { LoginDocument } from '@devjobs/web/operations';
import { errorCode } from '@devjobs/web/graphql-errors';
import { AuthCard } from './AuthCard';
import { LoginCodeStep } from './LoginCodeStep';

/**
 * /login: email + password; on success back to the page in the address's `next` (a course's Buy
 * Now), else /courses (product.md#returning-where-you-began). Signed-in visitors go straight there.
 */
export function LoginPage() {
  const { user, setUser } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [login] = useMutation(LoginDocument);
  // What the server answered to a form posted before the app ran (decision 054).
  const outcome = useFormOutcome('login');
  // A new password set with a reset link, without JavaScript or with it (router state).
  const passwordChanged =
    useFormOutcome('reset-password')?.sent ||
    (location.state as { passwordChanged?: boolean } | null)?.passwordChanged;
  // The password was right and a code is asked (decision 064): by the server's answer to the
  // form posted without JavaScript, or by login's TWO_FACTOR_REQUIRED.
  const codeOutcome = useFormOutcome('login-code');
  const next = returnPathOf(location, (outcome ?? codeOutcome)?.values?.next);
  const [step, setStep] = useState<'password' | 'code'>(codeOutcome ? 'code' : 'password');
  const [startedOver, setStartedOver] = useState<string>();
  const form = useTextFields({ email: '', password: '' }, outcome);
  const [justLoggedIn, setJustLoggedIn] = useState(false);

  if (user && !justLoggedIn) return <Navigate to={next} replace />;

  if (step === 'code')
    return (
      <LoginCodeStep
        next={next}
        outcome={codeOutcome ?? undefined}
        onSignedIn={() => {
          setJustLoggedIn(true);
          void navigate(next);
        }}
        onStartOver={(message) => {
          setStartedOver(message);
          setStep('password');
        }}
      />
    );

  const handleSubmit = form.submit(async ({ email, password }) => {
    setStartedOver(undefined);
    let answer;
    try {
      answer = await retryOnceWhenBusy(() =>
        login({ variables: { input: { email: email.trim(), password } } }),
      );
    } catch (error) {
      if (errorCode(error) !== 'TWO_FACTOR_REQUIRED') throw error;
      setStep('code');
      return;
    }
    const { data } = answer;
    if (!data) throw new Error('No answer');
    setJustLoggedIn(true);
    setUser(data.login);
    toast.success('Logged in successfully');
    void navigate(next);
  }, 'Login failed');

  return (
    <AuthCard
      form="login"
      onSubmit={handleSubmit}
      submitting={form.sending}
      refusal={startedOver ?? outcome?.message}
      next={next}
      notice={passwordChanged ? PASSWORD_CHANGED : undefined}
      footer={<FormFootLink to="/forgot-password">Forgot password?</FormFootLink>}
    >
      <EmailField autoFocus {...form.field('email')} />
      <PasswordField autoComplete="current-password" {...form.field('password')} />
    </AuthCard>
  );
}
