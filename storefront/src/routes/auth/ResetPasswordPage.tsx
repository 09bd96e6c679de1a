import { useMutation, useQuery } from '@apollo/client/react';
import { PasswordField } from '@devjobs/web/AuthFields';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { retryOnceWhenBusy } from '@devjobs/web/retry-when-busy';
import { useTextFields } from '@devjobs/web/use-text-fields';
import { useFormOutcome } from '../../lib/form-outcome';
import { RESET_LINK_REFUSALS } from '@devjobs/web/password-reset';
import { ResetLinkStateDocument, ResetPasswordDocument } from '@devjobs/web/operations';
import { AuthCard } from './AuthCard';

/**
 * /reset-password?token=…: the link from a reset mail. Says at once when the link can no longer be
 * used; otherwise a new password, then on to the login page (every session of the account ended).
 */
export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const link = useQuery(ResetLinkStateDocument, { variables: { token }, ssr: false });
  const [reset] = useMutation(ResetPasswordDocument);
  const outcome = useFormOutcome('reset-password');
  const form = useTextFields({ password: '' }, outcome);

  const handleSubmit = form.submit(async ({ password }) => {
    await retryOnceWhenBusy(() => reset({ variables: { input: { token, password } } }));
    void navigate('/login', { state: { passwordChanged: true } });
  }, 'Could not set the password');

  const state = link.data?.resetLinkState;
  const refusal =
    outcome?.message ??
    (link.error
      ? 'Could not check this link. Please try again.'
      : state && state !== 'VALID'
        ? RESET_LINK_REFUSALS[state]
        : undefined);

  return (
    <AuthCard
      form="reset-password"
      onSubmit={handleSubmit}
      submitting={form.sending}
      refusal={refusal}
      disabled={Boolean(state && state !== 'VALID')}
    >
      {/* Shown while the link is checked too: without JavaScript the check never comes, and the
          server says what is wrong with the link when the form is sent. */}
      <PasswordField
        label="New password"
        autoComplete="new-password"
        autoFocus
        disabled={Boolean(state && state !== 'VALID')}
        {...form.field('password')}
      />
    </AuthCard>
  );
}
