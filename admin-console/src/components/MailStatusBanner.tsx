import { useQuery } from '@apollo/client/react';
import { Alert, AlertTitle } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { MailStatusDocument } from '../graphql/generated/operations';

/**
 * What staff must know about mail (docs/product.md#mail): with MAIL=off, on every page, which
 * mails users do not receive; on the outbox (`where="outbox"`) also that messages are only kept
 * here when no SMTP server is set, their secret links working (decision 078). Nothing while loading, on an error or when mail is sent.
 */
export function MailStatusBanner({ where }: { where: 'layout' | 'outbox' }) {
  const status = useQuery(MailStatusDocument, { fetchPolicy: 'cache-first' }).data?.mailStatus;
  if (status?.delivery === 'off')
    return (
      <Alert severity="warning" sx={{ mb: 3 }}>
        <AlertTitle>Mail is off (MAIL=off): nothing is sent</AlertTitle>
        Users do not receive {status.unavailable.join('; ')}. Asking for a password reset tells them
        this site sends no email. Messages are kept in the{' '}
        {where === 'outbox' ? (
          'outbox below'
        ) : (
          <RouterLink to="/admin/outbox">mail outbox</RouterLink>
        )}
        .
      </Alert>
    );
  if (status?.delivery === 'kept' && where === 'outbox')
    return (
      <Alert severity="info" sx={{ mb: 3 }}>
        Mail is kept, not sent (no SMTP_URL): messages are kept here and nothing leaves this server,
        so links in kept messages work. With SMTP_URL set, staff see them hidden.
      </Alert>
    );
  return null;
}
