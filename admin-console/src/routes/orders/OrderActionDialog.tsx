import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { errorMessage, fieldErrors } from '@devjobs/web/graphql-errors';
import { formatRupees } from '@devjobs/web/money';
import { toast } from '@devjobs/web/toast';
import { ActionDialog } from '@devjobs/web/ActionDialog';
import type { OrderRowFragment } from '../../graphql/generated/operations';
import { RefundRequest } from './OrderRefunds';

/** Which action's dialog is open on which order. The order stays set while it fades out; `key` gives each opening a fresh form. */
export type OrderAction<A extends string> = {
  action: A | null;
  order: OrderRowFragment | null;
  key: number;
};

/** What the orders page gives each action's dialog: the order, whether it is open, and what to do after. */
export type OrderDialogProps = {
  order: OrderRowFragment | null;
  open: boolean;
  onClose(): void;
  onFailed(): void;
};

/** The form a dialog sends: `useTextFields`' errors and its field errors from a failed request. */
type ActionForm<F extends string> = {
  setErrors(errors: Partial<Record<F, string>>): void;
  showFieldErrors(error: unknown): boolean;
};

/**
 * The frame of a staff action on one order (refund, decline a refund request): the order in one
 * sentence, the buyer's request when there is one, the action's fields, Cancel and the action.
 * `check` gives the fields' errors (shown, the first one focused) or sends. Errors the API gives a
 * field show under it; any other failure is a toast, the dialog stays open and the list is read
 * again (`onFailed`: the order may have changed meanwhile).
 */
export function OrderActionDialog<F extends string>({
  order,
  open,
  onClose,
  onFailed,
  title,
  note,
  form,
  check,
  failure,
  submit,
  children,
}: OrderDialogProps & {
  title: string;
  /** After "{item}, ₹… paid by …." */
  note?: ReactNode;
  form: ActionForm<F>;
  /** The fields' errors, or the request that sends the action (and says how it went). */
  check(
    order: OrderRowFragment,
  ): { errors: Partial<Record<F, string>> } | { send(): Promise<void> };
  /** The toast when the request fails for no field's fault and the API says nothing better. */
  failure: string;
  submit: { label: string; color?: 'primary' | 'warning' };
  /** The action's fields (the first with `autoFocus`). */
  children: ReactNode;
}) {
  const formElement = useRef<HTMLFormElement>(null);
  const [sending, setSending] = useState(false);

  /** Focuses the first field, in the page's order, that shows an error. */
  const focusFirstError = (errors: Partial<Record<string, string>>) => {
    const fields = Array.from(formElement.current?.elements ?? []) as HTMLInputElement[];
    fields.find((field) => field.name && errors[field.name])?.focus();
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!order || sending) return;
    const checked = check(order);
    if ('errors' in checked) {
      form.setErrors(checked.errors);
      focusFirstError(checked.errors);
      return;
    }
    form.setErrors({});
    setSending(true);
    try {
      await checked.send();
      onClose();
    } catch (error) {
      if (form.showFieldErrors(error)) focusFirstError(fieldErrors(error));
      else {
        toast.error(errorMessage(error, failure));
        onFailed();
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <ActionDialog
      open={open}
      pending={sending}
      onClose={onClose}
      title={title}
      text={
        <>
          {order?.itemTitle}, {formatRupees(order?.amount ?? 0)} paid
          {order?.email ? ` by ${order.email}` : ''}.{note && <> {note}</>}
        </>
      }
      textSx={{ overflowWrap: 'anywhere' }}
      action={submit}
      formRef={formElement}
      onSubmit={(event) => void handleSubmit(event)}
    >
      {order && <RefundRequest order={order} />}
      {children}
    </ActionDialog>
  );
}
