import { CONFIRMATION_SENT } from '@devjobs/web/email-confirmation';
import { toast } from '@devjobs/web/toast';
import { Alert, Button, Container } from '@mui/material';
import { useState } from 'react';
import { useSession, useSessionStore } from '../lib/session';

/**
 * Under the navbar while the signed-in account's address is not confirmed (decision 063,
 * docs/product.md#confirming-your-email-address): what to do, and "Resend" for a new link. Shown
 * only once the session is known, so a page the server rendered for everyone never carries it;
 * never while the site sends no mail (MAIL=off), when there is no link to open.
 */
export function ConfirmEmailBanner() {
  const { user } = useSession();
  const store = useSessionStore();
  const [sending, setSending] = useState(false);
  if (!user?.emailConfirmationPending) return null;

  async function handleResend() {
    setSending(true);
    try {
      const { resendEmailConfirmation } = await import('../graphql/browser-client');
      await resendEmailConfirmation(store);
      toast.success(CONFIRMATION_SENT);
    } catch (error) {
      // Loaded here, like the client: the banner is in every page's first script, which carries no Apollo.
      const { errorMessage } = await import('@devjobs/web/graphql-errors');
      toast.error(errorMessage(error, 'Could not send a new link. Please try again.'));
    } finally {
      setSending(false);
    }
  }

  return (
    <Container maxWidth="lg" sx={{ pt: 2 }}>
      <Alert
        severity="info"
        role="region"
        aria-label="Confirm your email address"
        action={
          <Button
            color="inherit"
            size="small"
            loading={sending}
            onClick={() => void handleResend()}
          >
            Resend
          </Button>
        }
      >
        Confirm your email address: open the link we sent to <strong>{user.email}</strong>.
      </Alert>
    </Container>
  );
}
