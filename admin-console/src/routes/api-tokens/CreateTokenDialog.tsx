import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  TextField,
} from '@mui/material';
import { ActionDialog } from '@devjobs/web/ActionDialog';
import {
  API_SCOPES,
  API_TOKEN_EXPIRY_DAYS,
  API_TOKEN_NAME_MAX,
  type ApiScope,
} from '@devjobs/web/api-tokens';
import { errorMessage, fieldErrors } from '@devjobs/web/graphql-errors';
import { toast } from '@devjobs/web/toast';
import { useTextFields } from '@devjobs/web/use-text-fields';
import { CreateApiTokenDocument } from '../../graphql/generated/operations';

/** The scopes as checkboxes, each named by what it allows and the scope's own name. */
function ScopeChoices({
  chosen,
  error,
  onToggle,
}: {
  chosen: ApiScope[];
  error?: string;
  onToggle(scope: ApiScope, on: boolean): void;
}) {
  return (
    <FormControl component="fieldset" error={Boolean(error)} required>
      <FormLabel component="legend">Scopes</FormLabel>
      <FormGroup>
        {API_SCOPES.map(({ scope, label, allows }) => (
          <FormControlLabel
            key={scope}
            control={
              <Checkbox
                name="scopes"
                value={scope}
                checked={chosen.includes(scope)}
                onChange={(event) => onToggle(scope, event.target.checked)}
              />
            }
            label={`${label} (${scope})`}
            title={allows}
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

/**
 * 'New API token': a name, the scopes (checkboxes) and how long it lasts. The token made goes to
 * `onCreated` with its secret, which the page shows once. Errors the API gives a field show under
 * it; any other failure is a toast and the dialog stays open.
 */
export function CreateTokenDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose(): void;
  onCreated(secret: string, name: string): void;
}) {
  const [create] = useMutation(CreateApiTokenDocument, { refetchQueries: ['AdminApiTokens'] });
  const form = useTextFields({ name: '', expiresInDays: String(API_TOKEN_EXPIRY_DAYS[0]) });
  const [scopes, setScopes] = useState<ApiScope[]>([]);
  const [scopeError, setScopeError] = useState<string>();
  const [sending, setSending] = useState(false);
  const formElement = useRef<HTMLFormElement>(null);

  /** Focuses the first field, in the dialog's order, that shows an error. */
  const focusFirstError = (errors: Partial<Record<string, string>>) => {
    const fields = Array.from(formElement.current?.elements ?? []) as HTMLInputElement[];
    fields.find((field) => field.name && errors[field.name])?.focus();
  };

  const toggle = (scope: ApiScope, on: boolean) => {
    setScopes((chosen) => (on ? [...chosen, scope] : chosen.filter((s) => s !== scope)));
    setScopeError(undefined);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const name = form.values.name.trim();
    const errors = {
      name: name ? undefined : 'Say what the token is for',
      scopes: scopes.length ? undefined : 'Choose at least one scope',
    };
    form.setErrors({ name: errors.name });
    setScopeError(errors.scopes);
    if (errors.name || errors.scopes) return focusFirstError(errors);
    setSending(true);
    try {
      const input = { name, scopes, expiresInDays: Number(form.values.expiresInDays) };
      const { data } = await create({ variables: { input } });
      if (data) onCreated(data.createApiToken.secret, data.createApiToken.token.name);
    } catch (error) {
      const shown = form.showFieldErrors(error);
      const server = fieldErrors(error);
      if (server.scopes) setScopeError(server.scopes);
      if (shown || server.scopes) focusFirstError(server);
      else toast.error(errorMessage(error, 'Could not make the token.'));
    } finally {
      setSending(false);
    }
  }

  return (
    <ActionDialog
      open={open}
      pending={sending}
      onClose={onClose}
      title="New API token"
      text="A program sends the token to the API. It may do only what its scopes allow."
      action={{ label: 'Create token' }}
      formRef={formElement}
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        {...form.field('name', 'What it is for, e.g. Jobs sync.')}
        label="Name"
        required
        autoFocus
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: API_TOKEN_NAME_MAX } }}
      />
      <ScopeChoices chosen={scopes} error={scopeError} onToggle={toggle} />
      <TextField {...form.field('expiresInDays')} select label="Expires after">
        {API_TOKEN_EXPIRY_DAYS.map((days) => (
          <MenuItem key={days} value={String(days)}>
            {days} days
          </MenuItem>
        ))}
      </TextField>
    </ActionDialog>
  );
}
