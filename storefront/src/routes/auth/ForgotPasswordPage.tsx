import { useMutation } from '@apollo/client/react';
import { Alert } from '@mui/material';
import { EmailField } from '@devjobs/web/AuthFields';
import { useState } from 'react';
import { RESET_ASKED } from '@devjobs/web/password-reset';
import { retryOnceWhenBusy } from '@devjobs/web/retry-when-busy';
import { useTextFields } from '@devjobs/web/use-text-fields';
import { useFormOutcome } from '../../lib/form-outcome';
import { RequestPasswordResetDocument } from '@devjobs/web/operations';
import { AuthCard } from './AuthCard';

/**
 * /forgot-password: an email; a link to set a new password goes there if it is an account's
 * (docs/product.md#password-reset). The answer is the same either way.
 */
export function ForgotPasswordPage() {
  const [requestReset] = useMutation(RequestPasswordResetDocument);
  // What the server answered to a form posted before the app ran (decision 054).
  const outcome = useFormOutcome('forgot-password');
  const form = useTextFields({ email: '' }, outcome);
  const [asked, setAsked] = useState(Boolean(outcome?.sent));

  const handleSubmit = form.submit(async ({ email }) => {
    await retryOnceWhenBusy(() => requestReset({ variables: { email: email.trim() } }));
    setAsked(true);
  }, 'Could not send the link');

  return (
    <AuthCard
      form="forgot-password"
      onSubmit={handleSubmit}
      submitting={form.sending}
      refusal={outcome?.message}
      notice={asked ? RESET_ASKED : undefined}
    >
      {asked ? (
        <Alert severity="info">Check your inbox and your spam folder. No mail? Ask again.</Alert>
      ) : null}
      <EmailField autoFocus {...form.field('email')} />
    </AuthCard>
  );
}
