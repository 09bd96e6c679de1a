import { useMutation } from '@apollo/client/react';
import { TextField } from '@mui/material';
import { useState } from 'react';
import { EmailField, PasswordField } from '@devjobs/web/AuthFields';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { returnPathOf } from '@devjobs/web/after-login';
import { retryOnceWhenBusy } from '@devjobs/web/retry-when-busy';
import { toast } from '@devjobs/web/toast';
import { useTextFields } from '@devjobs/web/use-text-fields';
import { SignupDocument } from '@devjobs/web/operations';
import { useFormOutcome } from '../../lib/form-outcome';
import { useSession } from '../../lib/session';
import { AuthCard } from './AuthCard';

/**
 * /signup: name, email, password (all required); the new account is signed in and goes back to the
 * page in the address's `next`, else /courses, where the banner asks to confirm the address
 * (product.md#returning-where-you-began, decision 095).
 */
export function SignupPage() {
  const { user, setUser } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [signup] = useMutation(SignupDocument);
  // What the server answered to a form posted before the app ran (decision 054).
  const outcome = useFormOutcome('signup');
  const next = returnPathOf(location, outcome?.values?.next);
  const form = useTextFields({ name: '', email: '', password: '' }, outcome);
  const [justSignedUp, setJustSignedUp] = useState(false);

  if (user && !justSignedUp) return <Navigate to={next} replace />;

  const handleSubmit = form.submit(async ({ name, email, password }) => {
    // `required` stops empty fields; whitespace-only ones are caught here, with the same wording.
    const blank = (['name', 'email'] as const).filter((field) => !form.values[field].trim());
    if (blank.length) {
      form.setErrors(Object.fromEntries(blank.map((field) => [field, 'This field is required.'])));
      return;
    }
    const { data } = await retryOnceWhenBusy(() =>
      signup({ variables: { input: { name: name.trim(), email: email.trim(), password } } }),
    );
    if (!data) throw new Error('No answer');
    setJustSignedUp(true);
    setUser(data.signup);
    toast.success('Account created. You are signed in.');
    void navigate(next);
  }, 'Registration failed');

  return (
    <AuthCard
      form="signup"
      onSubmit={handleSubmit}
      submitting={form.sending}
      refusal={outcome?.message}
      next={next}
    >
      <TextField label="Name" autoComplete="name" required autoFocus {...form.field('name')} />
      <EmailField {...form.field('email')} />
      <PasswordField
        autoComplete="new-password"
        {...form.field('password', 'At least 8 characters.')}
      />
    </AuthCard>
  );
}
