import { FORM_STATE_ID, type FormOutcome } from '@devjobs/web/form-outcome';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * What a form posted without JavaScript came to (decision 054), for the form to show: in the
 * server's render from FormOutcomeProvider, in the browser from the page's FORM_STATE_ID script,
 * so the hydrated form starts as the server rendered it.
 */
const FormOutcomeContext = createContext<FormOutcome | null>(null);

export function FormOutcomeProvider({
  outcome,
  children,
}: {
  outcome: FormOutcome | null;
  children: ReactNode;
}) {
  return <FormOutcomeContext value={outcome}>{children}</FormOutcomeContext>;
}

let fromPage: FormOutcome | null | undefined;

/** The page's outcome script, read once (the page's first document is the only one that has it). */
function pageOutcome(): FormOutcome | null {
  if (fromPage !== undefined) return fromPage;
  fromPage = null;
  const text = document.getElementById(FORM_STATE_ID)?.textContent;
  if (text)
    try {
      fromPage = JSON.parse(text) as FormOutcome;
    } catch {
      fromPage = null;
    }
  return fromPage;
}

/** A path as one text, however the router or the server encoded it. */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Forms whose outcome a mounted form has shown: a form mounted again (after a send) starts empty. */
const shown = new Set<string>();

/**
 * The outcome of `form` on this page, for the form's first mount: only on the page it was posted
 * from, and only in the entry the browser loaded (the router's first location, `key` "default"),
 * not after moving in the app.
 */
export function useFormOutcome(form: string): FormOutcome | null {
  const rendered = useContext(FormOutcomeContext);
  const { pathname, key } = useLocation();
  const [outcome] = useState(() => {
    const page = rendered ?? (typeof document === 'undefined' ? null : pageOutcome());
    if (!page || page.form !== form || key !== 'default' || shown.has(form)) return null;
    return decodedPath(page.path) === decodedPath(pathname) ? page : null;
  });
  useEffect(() => {
    if (outcome) shown.add(form);
  }, [form, outcome]);
  return outcome;
}
