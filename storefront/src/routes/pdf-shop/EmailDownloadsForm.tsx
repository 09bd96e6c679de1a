import { useMutation } from '@apollo/client/react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTextFields } from '@devjobs/web/use-text-fields';
import { EmailMyDownloadsDocument } from '../../graphql/generated/operations';

/**
 * "Email me my downloads" (product.md#receipts): an address; fresh links to the PDFs paid with it
 * are mailed there. The answer is the same whether or not it bought anything. Needs JavaScript
 * (decision 065).
 */
export function EmailDownloadsForm() {
  const [ask] = useMutation(EmailMyDownloadsDocument);
  const form = useTextFields({ email: '' });
  const [answer, setAnswer] = useState<string | null>(null);
  const headingId = useId();

  const handleSubmit = form.submit(async ({ email }) => {
    setAnswer(null);
    const { data } = await ask({ variables: { email: email.trim() } });
    setAnswer(data?.emailMyDownloads ?? null);
    form.reset();
  }, 'Could not send the mail');

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 5, maxWidth: 560 }}>
      <Typography variant="h3" component="h2" id={headingId}>
        Email me my downloads
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        Bought a PDF before? Get fresh download links, valid for 7 days, at the address you bought
        it with.
      </Typography>
      <Stack
        component="form"
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
