import { useMutation } from '@apollo/client/react';
import { CurrentPasswordField, EmailField } from '@devjobs/web/AuthFields';
import { CONFIRMATION_SENT, EMAIL_CHANGE_ASKED } from '@devjobs/web/email-confirmation';
import { errorMessage } from '@devjobs/web/graphql-errors';
import type { SessionUserFragment } from '@devjobs/web/operations';
import { toast } from '@devjobs/web/toast';
import { useTextFields } from '@devjobs/web/use-text-fields';
import { Alert, Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  RequestEmailChangeDocument,
  ResendEmailConfirmationDocument,
} from '../../graphql/generated/operations';
import { AccountSection, SectionSubmitButton } from './AccountSection';

/**
 * The account's address (decision 063, docs/product.md#changing-your-email-address): whether it is
 * confirmed, a new link when it is not, and a change to a new address given the current password.
 * The address changes only when the link mailed to the new one is opened.
 */
export function EmailChangeForm({ user }: { user: SessionUserFragment }) {
  const [requestChange] = useMutation(RequestEmailChangeDocument);
  const [resend, resent] = useMutation(ResendEmailConfirmationDocument);
  const form = useTextFields({ newEmail: '', currentPassword: '' });
  const [askedFor, setAskedFor] = useState<string>();

  const handleSubmit = form.submit(async ({ newEmail, currentPassword }) => {
    await requestChange({ variables: { input: { newEmail: newEmail.trim(), currentPassword } } });
    setAskedFor(newEmail.trim());
    form.reset();
    toast.success('Link sent to the new address.');
  }, 'Could not ask for the change');

  async function handleResend() {
    try {
      await resend();
      toast.success(CONFIRMATION_SENT);
    } catch (error) {
      toast.error(errorMessage(error, 'Could not send a new link. Please try again.'));
    }
  }

  return (
    <AccountSection id="account-email" title="Email address">
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
        >
          <Typography sx={{ overflowWrap: 'anywhere' }}>{user.email}</Typography>
          {user.emailConfirmed ? (
            <Chip label="Confirmed" color="success" size="small" variant="outlined" />
          ) : (
            <>
              <Chip label="Not confirmed" size="small" variant="outlined" />
              <Button size="small" loading={resent.loading} onClick={() => void handleResend()}>
                Resend confirmation link
              </Button>
            </>
          )}
        </Stack>
        {askedFor ? (
          <Alert severity="info" role="status">
            {EMAIL_CHANGE_ASKED} Sent to <strong>{askedFor}</strong>.
          </Alert>
        ) : null}
        <Stack
          component="form"
          spacing={2}
          onSubmit={handleSubmit}
          aria-label="Change email address"
          noValidate
        >
          <EmailField
            label="New email address"
            {...form.field(
              'newEmail',
              'We send a link there; your address changes when you open it. We also write to your current address to say so.',
            )}
          />
          <CurrentPasswordField {...form.field('currentPassword')} />
          <SectionSubmitButton sending={form.sending}>Change email</SectionSubmitButton>
        </Stack>
      </Stack>
    </AccountSection>
  );
}
