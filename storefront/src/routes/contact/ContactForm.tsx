import { useMutation } from '@apollo/client/react';
import { Box, Button, TextField, Typography } from '@mui/material';
import { useId } from 'react';
import { toast } from '@devjobs/web/toast';
import { fieldErrors } from '@devjobs/web/graphql-errors';
import { formatCount } from '@devjobs/web/numbers';
import { useTextFields } from '@devjobs/web/use-text-fields';
import { PostedForm } from '../../components/PostedForm';
import { SendContactMessageDocument } from '../../graphql/generated/operations';
import { useFormOutcome } from '../../lib/form-outcome';
import {
  contactErrors,
  contactSuggestion,
  EMAIL_MAX,
  MESSAGE_MAX,
  NAME_MAX,
  type ContactFields,
} from '@devjobs/web/contact-message';

const FIELDS = ['name', 'email', 'message'] as const;
/** The form's name: its id on the page and what the server calls it (decision 054). */
const FORM = 'contact';
const THANKS = 'Thank you! Your message was sent. We answer within two business days.';

/**
 * The Contact Us form: name, email, message. Bad values are named under their fields (and the
 * first of them takes the focus); a failed send keeps everything typed and says why in a toast;
 * a sent message is confirmed by a toast, and `onSent` clears the form. It is an HTML form posted
 * to /contact, so it works before the app runs (or without it); the server's answer (thanks, or the
 * reasons under the fields with the text kept) shows here (decision 054).
 */
export function ContactForm({ onSent }: { onSent: () => void }) {
  const headingId = useId();
  const outcome = useFormOutcome(FORM);
  const [send, { loading }] = useMutation(SendContactMessageDocument);
  const form = useTextFields<keyof ContactFields>({ name: '', email: '', message: '' }, outcome);

  const handleSubmit = form.submit(async (values) => {
    const errors = contactErrors(values);
    const invalid = FIELDS.filter((field) => errors[field]);
    if (invalid.length) {
      form.setErrors(errors);
      document.getElementById(`${headingId}-${invalid[0]}`)?.focus();
      return;
    }
    try {
      await send({ variables: { input: { suggestion: contactSuggestion(values) } } });
    } catch (error) {
      // The API names the whole text `suggestion`: that is the message as far as the visitor can tell.
      const serverMessage = fieldErrors(error).suggestion;
      if (!serverMessage) throw error;
      form.setErrors({ message: serverMessage });
      return;
    }
    toast.success(THANKS);
    onSent();
  }, 'Your message could not be sent. Please try again.');

  const count = `${form.values.message.length} / ${formatCount(MESSAGE_MAX)}`;

  return (
    <Box
      component="section"
      id={FORM}
      aria-labelledby={headingId}
      // Below the sticky navbar when the server's answer leads here (#contact).
      sx={{ mt: 5, pt: 4, borderTop: 1, borderColor: 'divider', scrollMarginTop: 72 }}
    >
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 0.5 }}>
        Send us a message
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        All fields are required. We answer at the email address you give.
      </Typography>
      <PostedForm
        action="/contact"
        onSubmit={handleSubmit}
        labelledBy={headingId}
        spacing={2.5}
        sent={Boolean(outcome?.sent)}
        thanks={THANKS}
      >
        <TextField
          id={`${headingId}-name`}
          label="Name"
          autoComplete="name"
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
          {...form.field('name')}
        />
        <TextField
          id={`${headingId}-email`}
          label="Email"
          type="email"
          autoComplete="email"
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: EMAIL_MAX } }}
          {...form.field('email')}
        />
        <TextField
          id={`${headingId}-message`}
          label="Message"
          required
          fullWidth
          multiline
          minRows={5}
          slotProps={{ htmlInput: { maxLength: MESSAGE_MAX } }}
          {...form.field('message', count)}
        />
        <Button type="submit" variant="contained" size="large" loading={loading}>
          Send message
        </Button>
      </PostedForm>
    </Box>
  );
}
