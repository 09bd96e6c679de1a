/**
 * Text a visitor typed into a server-rendered page's fields before the app hydrated it (decision
 * 054). Hydrating sets a controlled field back to the value the app renders, so `keepTypedFields`
 * notes what was typed just before hydration starts, by element (hydration keeps the elements), and
 * each form (use-text-fields.ts) takes its fields' text back once it is mounted.
 */
const typed = new WeakMap<Element, string>();

/** Notes every text field under `root` whose value is no longer the one the page came with. */
export function keepTypedFields(root: ParentNode) {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input[name], textarea[name]',
  )) {
    if (['hidden', 'checkbox', 'radio', 'file', 'submit'].includes(field.type)) continue;
    if (field.value !== field.defaultValue) typed.set(field, field.value);
  }
}

/** What was typed into `field` before hydration, once (undefined when nothing was). */
export function takeTypedText(field: Element | null | undefined): string | undefined {
  if (!field) return undefined;
  const text = typed.get(field);
  typed.delete(field);
  return text;
}
