import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  TextField,
} from '@mui/material';
import { ActionDialog } from '@devjobs/web/ActionDialog';
import { errorMessage, fieldErrors } from '@devjobs/web/graphql-errors';
import { toast } from '@devjobs/web/toast';
import { useTextFields } from '@devjobs/web/use-text-fields';
import { CreateWebhookEndpointDocument } from '../../graphql/generated/operations';

/** The events an endpoint may receive (product.md#outgoing-webhooks). */
const EVENTS = [
  ['job.created', 'A job is posted'],
  ['job.updated', 'A job is edited'],
  ['job.closed', 'A job is deleted or its deadline passes'],
  ['course.published', 'A course is created'],
  ['order.paid', 'An order is paid'],
  ['order.refunded', 'An order is refunded'],
] as const;

/** The events as checkboxes, each named by when it is sent and its own name. */
function EventChoices({
  chosen,
  error,
  onToggle,
}: {
  chosen: string[];
  error?: string;
  onToggle(name: string, on: boolean): void;
}) {
  return (
    <FormControl component="fieldset" error={Boolean(error)} required>
      <FormLabel component="legend">Events</FormLabel>
      <FormGroup>
        {EVENTS.map(([name, label]) => (
          <FormControlLabel
            key={name}
            control={
              <Checkbox
                name="events"
                value={name}
                checked={chosen.includes(name)}
                onChange={(e) => onToggle(name, e.target.checked)}
              />
            }
            label={`${label} (${name})`}
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

/**
 * 'Add endpoint': URL, description, events. The endpoint made goes to `onCreated` with its signing
 * secret, which the page shows once. Field errors show under their field; others are a toast.
 */
export function AddEndpointDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose(): void;
  onCreated(secret: string, name: string): void;
}) {
  const [create] = useMutation(CreateWebhookEndpointDocument, {
    refetchQueries: ['AdminWebhookEndpoints'],
  });
  const form = useTextFields({ url: '', description: '' });
  const [events, setEvents] = useState<string[]>([]);
  const [eventsError, setEventsError] = useState<string>();
  const [sending, setSending] = useState(false);
  const formElement = useRef<HTMLFormElement>(null);
  const focusFirstError = (errors: Partial<Record<string, string>>) => {
    const fields = Array.from(formElement.current?.elements ?? []) as HTMLInputElement[];
    fields.find((field) => field.name && errors[field.name])?.focus();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const input = {
      url: form.values.url.trim(),
      description: form.values.description.trim(),
      events,
    };
    const errors = {
      url: input.url ? undefined : 'Enter the URL to post events to',
      description: input.description ? undefined : 'Say what the endpoint is for',
      events: events.length ? undefined : 'Choose at least one event',
    };
    form.setErrors({ url: errors.url, description: errors.description });
    setEventsError(errors.events);
    if (errors.url || errors.description || errors.events) return focusFirstError(errors);
    setSending(true);
    try {
      const { data } = await create({ variables: { input } });
      if (data)
        onCreated(
          data.createWebhookEndpoint.secret,
          data.createWebhookEndpoint.endpoint.description,
        );
    } catch (error) {
      const shown = form.showFieldErrors(error);
      const server = fieldErrors(error);
      if (server.events) setEventsError(server.events);
      if (shown || server.events) focusFirstError(server);
      else toast.error(errorMessage(error, 'Could not add the endpoint.'));
    } finally {
      setSending(false);
    }
  }

  return (
    <ActionDialog
      open={open}
      pending={sending}
      onClose={onClose}
      title="Add webhook endpoint"
      text="DevJobs posts the events you choose to this URL, signed with a secret shown once."
      action={{ label: 'Add endpoint' }}
      formRef={formElement}
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        {...form.field('url', 'https://… where your program takes the events.')}
        label="URL"
        required
        autoFocus
        autoComplete="off"
        type="url"
      />
      <TextField
        {...form.field('description', 'What it is for, e.g. Aggregator sync.')}
        label="Description"
        required
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <EventChoices
        chosen={events}
        error={eventsError}
        onToggle={(name, on) => {
          setEvents((now) => (on ? [...now, name] : now.filter((x) => x !== name)));
          setEventsError(undefined);
        }}
      />
    </ActionDialog>
  );
}
