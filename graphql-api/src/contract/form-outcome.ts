/**
 * What the server did with a form a page posted without JavaScript (decision 054), as that page
 * shows it: the thank-you text (`sent`), or each field's error with the values typed. The API puts
 * it in a <script type="application/json" id={FORM_STATE_ID}> (http/page-forms.ts); the storefront
 * renders it on the server and reads it back when it hydrates (storefront/src/lib/form-outcome.tsx).
 */
export type FormOutcome = {
  /** The form's name on its page ("suggestion"). */
  form: string;
  /** The page's path: the outcome shows only there. */
  path: string;
  sent?: true;
  values?: Record<string, string>;
  errors?: Record<string, string>;
  /** Why the form was refused when no one field is the reason (wrong password, too many tries). */
  message?: string;
};

export const FORM_STATE_ID = 'form-state';
