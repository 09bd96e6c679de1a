import { useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from './toast';
import { errorMessage, fieldErrors } from './graphql-errors';

/**
 * The apps' one form pattern (decision 042): a form of text fields, their values, an error per field,
 * and `field(name)`, the props to spread into its MUI TextField (name, value, onChange, error,
 * helperText). Typing in a field clears its error. Field errors show under their fields; the
 * outcome of sending (sent, or failed for no field's fault) is a toast.
 */
export function useTextFields<F extends string>(initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [sending, setSending] = useState(false);

  /** `helperText` shows while the field has no error. */
  const field = (name: F, helperText?: string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
    error: Boolean(errors[name]),
    helperText: errors[name] ?? helperText,
  });

  /**
   * Shows, under their fields, the BAD_USER_INPUT errors of a failed request that name one of this
   * form's fields. False when none does: the caller says what went wrong another way (a toast).
   */
  const showFieldErrors = (error: unknown): boolean => {
    const server = fieldErrors(error);
    const names = (Object.keys(values) as F[]).filter((name) => server[name]);
    if (names.length)
      setErrors(
        Object.fromEntries(names.map((name) => [name, server[name]])) as Partial<Record<F, string>>,
      );
    return names.length > 0;
  };

  /**
   * The form's submit handler: no page load, errors cleared, then `send` with the values. A failure
   * shows under the fields it names, else in a toast (the server's message, or `failure`).
   * `sending` is true from the submit until `send` settles, a retry's wait included (decision 045).
   */
  const submit =
    (send: (values: Record<F, string>) => Promise<void>, failure: string) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setErrors({});
      setSending(true);
      try {
        await send(values);
      } catch (error) {
        if (!showFieldErrors(error)) toast.error(errorMessage(error, failure));
      } finally {
        setSending(false);
      }
    };

  /** Back to the first values, no errors (after a send whose form stays on the page). */
  const reset = () => {
    setValues(initial);
    setErrors({});
  };

  return { values, errors, setErrors, field, showFieldErrors, submit, sending, reset };
}
