import { useMutation } from '@apollo/client/react';
import { Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@devjobs/web/toast';
import { errorMessage, isNetworkError } from '@devjobs/web/graphql-errors';
import { SubmitSuggestionDocument } from '../../graphql/generated/operations';

const MAX_LENGTH = 2000;

/** The feedback form under a job (SPEC §2, §5, §8); the suggestion records which job it came from. */
export function SuggestionForm({ jobId }: { jobId: string }) {
  const headingId = useId();
  const [text, setText] = useState('');
  const [submit, { loading }] = useMutation(SubmitSuggestionDocument);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const suggestion = text.trim();
    if (!suggestion) {
      // SPEC §5 asks for an alert here, and nothing is sent.
      window.alert('Please enter a suggestion.');
      return;
    }
    try {
      await submit({ variables: { input: { suggestion, jobId } } });
      toast.success('Thank you for your suggestion!');
      setText('');
    } catch (error) {
      const reason = errorMessage(error, isNetworkError(error) ? 'the server could not be reached.' : 'please try again later.');
      toast.error(`An error occurred: ${reason}`);
    }
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 0.5 }}>
        Help us improve this listing
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        Something outdated, wrong or missing? Tell the team that reviews listings.
      </Typography>
      <Box component="form" onSubmit={handleSubmit} noValidate aria-labelledby={headingId}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label="Your suggestion"
            name="suggestion"
            multiline
            minRows={3}
            value={text}
            onChange={(event) => setText(event.target.value)}
            helperText={`${text.length} / ${MAX_LENGTH}`}
            slotProps={{ htmlInput: { maxLength: MAX_LENGTH } }}
          />
          <Button type="submit" variant="contained" loading={loading}>
            Submit
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}
