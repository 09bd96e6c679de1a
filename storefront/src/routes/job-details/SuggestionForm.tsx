import { useMutation } from '@apollo/client/react';
import { Button, Paper, TextField, Typography } from '@mui/material';
import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { toast } from '@devjobs/web/toast';
import { errorMessage, isNetworkError } from '@devjobs/web/graphql-errors';
import { useTextFields } from '@devjobs/web/use-text-fields';
import { PostedForm } from '../../components/PostedForm';
import { SubmitSuggestionDocument } from '../../graphql/generated/operations';
import { useFormOutcome } from '../../lib/form-outcome';

const MAX_LENGTH = 2000;

/** The form's name: its id on the page and what the server calls it (decision 054). */
const FORM = 'suggestion';
const THANKS = 'Thank you for your suggestion!';

/**
 * The feedback form under a job (product.md#job-page, product.md#messages); the suggestion records
 * which job it came from. A blank one is refused under the field and nothing is sent. It is an
 * HTML form posted to the job's page, so it works before the app runs (or without it); the server's
 * answer (thanks, or the reason under the field with the text kept) shows here (decision 054).
 */
export function SuggestionForm({ jobId }: { jobId: string }) {
  const headingId = useId();
  const fieldId = `${headingId}-suggestion`;
  const { pathname } = useLocation();
  const outcome = useFormOutcome(FORM);
  const [submit, { loading }] = useMutation(SubmitSuggestionDocument);
  const form = useTextFields({ suggestion: '' }, outcome);

  const handleSubmit = form.submit(async (values) => {
    const suggestion = values.suggestion.trim();
    if (!suggestion) {
      form.setErrors({ suggestion: 'Please enter a suggestion.' });
      document.getElementById(fieldId)?.focus();
      return;
    }
    try {
      await submit({ variables: { input: { suggestion, jobId } } });
    } catch (error) {
      if (form.showFieldErrors(error)) return;
      const reason = errorMessage(
        error,
        isNetworkError(error) ? 'the server could not be reached.' : 'please try again later.',
      );
      toast.error(`An error occurred: ${reason}`);
      return;
    }
    toast.success(THANKS);
    form.reset();
  }, 'An error occurred: please try again later.');

  return (
    <Paper
      variant="outlined"
      component="section"
      id={FORM}
      aria-labelledby={headingId}
      // Below the sticky navbar when the server's answer leads here (#suggestion).
      sx={{ p: { xs: 2.5, sm: 4 }, scrollMarginTop: 72 }}
    >
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 0.5 }}>
        Help us improve this listing
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        Something outdated, wrong or missing? Tell the team that reviews listings.
      </Typography>
      <PostedForm
        action={pathname}
        onSubmit={handleSubmit}
        labelledBy={headingId}
        spacing={2}
        sent={Boolean(outcome?.sent)}
        thanks={THANKS}
      >
        <TextField
          id={fieldId}
          label="Your suggestion"
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: MAX_LENGTH } }}
          {...form.field('suggestion', `${form.values.suggestion.length} / ${MAX_LENGTH}`)}
        />
        <Button type="submit" variant="contained" loading={loading}>
          Submit
        </Button>
      </PostedForm>
    </Paper>
  );
}
