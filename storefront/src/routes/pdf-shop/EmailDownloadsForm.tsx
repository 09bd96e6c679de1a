import { useMutation } from '@apollo/client/react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { DOWNLOADS_MAIL_SENT } from '@devjobs/web/pdf-downloads';
import { useTextFields } from '@devjobs/web/use-text-fields';
import { EmailMyDownloadsDocument } from '../../graphql/generated/operations';
import { useFormOutcome } from '../../lib/form-outcome';

/** The form's name: its id on the page and what the server calls it (decision 054). */
const FORM = 'pdf-downloads';

/**
 * "Email me my downloads" (product.md#receipts): an address; fresh links to the PDFs paid with it
 * are mailed there. The answer is the same whether or not it bought anything. An HTML form posted
 * to the page, so it works before the app runs; the server's answer shows here (decision 054).
 */
export function EmailDownloadsForm() {
  const [ask] = useMutation(EmailMyDownloadsDocument);
  const outcome = useFormOutcome(FORM);
  const form = useTextFields({ email: '' }, outcome);
  const [answer, setAnswer] = useState<string | null>(outcome?.sent ? DOWNLOADS_MAIL_SENT : null);
  const headingId = useId();

  const handleSubmit = form.submit(async ({ email }) => {
    setAnswer(null);
    const { data } = await ask({ variables: { email: email.trim() } });
    setAnswer(data?.emailMyDownloads ?? null);
    form.reset();
  }, 'Could not send the mail');

  return (
    <Box
      component="section"
      id={FORM}
      aria-labelledby={headingId}
      // Below the sticky navbar when the server's answer leads here (#pdf-downloads).
      sx={{ mt: 5, maxWidth: 560, scrollMarginTop: 72 }}
    >
      <Typography variant="h3" component="h2" id={headingId}>
        Email me my downloads
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        Bought a PDF before? Get fresh download links, valid for 7 days, at the address you bought
        it with.
      </Typography>
      <Stack
        component="form"
        method="post"
        action="/interview-prep-pdfs"
        noValidate
        onSubmit={handleSubmit}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          size="small"
          sx={{ flex: 1 }}
          {...form.field('email')}
        />
        <Button type="submit" variant="outlined" disabled={form.sending} sx={{ minHeight: 40 }}>
          {form.sending ? 'Sending…' : 'Email me my downloads'}
        </Button>
      </Stack>
      <Box role="status" sx={{ mt: answer ? 1.5 : 0 }}>
        {answer && <Alert severity="success">{answer}</Alert>}
      </Box>
    </Box>
  );
}
