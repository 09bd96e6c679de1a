import { useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from './toast';
import { errorMessage, fieldErrors } from './graphql-errors';
import { takeTypedText } from './typed-fields';

/**
 * The apps' one form pattern (decision 042): a form of text fields, their values, an error per field,
 * and `field(name)`, the props to spread into its MUI TextField (name, value, onChange, error,
 * helperText). Typing in a field clears its error. Field errors show under their fields; the
 * outcome of sending (sent, or failed for no field's fault) is a toast. `restored`: what the form
 * held when the server answered it (a form posted before the app ran, decision 054): its values and
 * errors, shown first; `reset` still goes back to `initial`. Text typed into the server's page
 * before the app hydrated it is taken back once the form is mounted (typed-fields.ts).
 */
export function useTextFields<F extends string>(
  initial: Record<F, string>,
  restored?: { values?: Partial<Record<F, string>>; errors?: Partial<Record<F, string>> } | null,
) {
  const [values, setValues] = useState<Record<F, string>>(() => ({
    ...initial,
    ...restored?.values,
  }));
  const [errors, setErrors] = useState<Partial<Record<F, string>>>(() => restored?.errors ?? {});
  const [sending, setSending] = useState(false);
  const elements = useRef<Partial<Record<F, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  /** The error toast of the last send, taken away when the form is sent again. */
  const errorToast = useRef<string | undefined>(undefined);

  // Before the browser paints the hydrated form: what the visitor had typed by then is back.
  useLayoutEffect(() => {
    const typedText: Partial<Record<F, string>> = {};
    for (const name of Object.keys(elements.current) as F[]) {
      const text = takeTypedText(elements.current[name]);
      if (text !== undefined) typedText[name] = text;
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the DOM held it before hydration reset it
    if (Object.keys(typedText).length) setValues((v) => ({ ...v, ...typedText }));
  }, []);

  /** `helperText` shows while the field has no error. */
  const field = (name: F, helperText?: string) => ({
    name,
    inputRef: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      elements.current[name] = element;
    },
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
   * shows under the fields it names, else in a toast (the server's message, or `failure`), which
   * goes when the form is sent again.
   * `sending` is true from the submit until `send` settles, a retry's wait included (decision 045).
   */
  const submit =
    (send: (values: Record<F, string>) => Promise<void>, failure: string) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setErrors({});
      setSending(true);
      if (errorToast.current) toast.dismiss(errorToast.current);
      errorToast.current = undefined;
      try {
        await send(values);
      } catch (error) {
        if (!showFieldErrors(error)) errorToast.current = toast.error(errorMessage(error, failure));
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
