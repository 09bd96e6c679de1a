import { useMutation } from '@apollo/client/react';
import { TextField } from '@mui/material';
import { EmailField, PasswordField } from '@devjobs/web/AuthFields';
import { Navigate, useNavigate } from 'react-router-dom';
import { retryOnceWhenBusy } from '@devjobs/web/retry-when-busy';
import { toast } from '@devjobs/web/toast';
import { useTextFields } from '@devjobs/web/use-text-fields';
import { useFormOutcome } from '../../lib/form-outcome';
import { useSession } from '../../lib/session';
import { SignupDocument } from '../../graphql/generated/operations';
import { AuthCard } from './AuthCard';

/** /signup: name, email, password (all required); on success to /login (product.md#customer-screens). */
export function SignupPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [signup] = useMutation(SignupDocument);
  // What the server answered to a form posted before the app ran (decision 054).
  const outcome = useFormOutcome('signup');
  const form = useTextFields({ name: '', email: '', password: '' }, outcome);

  if (user) return <Navigate to="/courses" replace />;

  const handleSubmit = form.submit(async ({ name, email, password }) => {
    // `required` stops empty fields; whitespace-only ones are caught here, with the same wording.
    const blank = (['name', 'email'] as const).filter((field) => !form.values[field].trim());
    if (blank.length) {
      form.setErrors(Object.fromEntries(blank.map((field) => [field, 'This field is required.'])));
      return;
    }
    await retryOnceWhenBusy(() =>
      signup({ variables: { input: { name: name.trim(), email: email.trim(), password } } }),
    );
    toast.success('Account created. Please log in.');
    void navigate('/login');
  }, 'Registration failed');

  return (
    <AuthCard
      form="signup"
      onSubmit={handleSubmit}
      submitting={form.sending}
      refusal={outcome?.message}
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
