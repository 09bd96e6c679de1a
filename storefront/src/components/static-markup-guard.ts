/**
 * What StaticMarkup refuses to hold: anything that needs its JavaScript, which a part kept as the
 * server sent it never gets (no handlers are attached to it). A form control (input, select,
 * textarea, button, form, an editable element) or an element with an event handler is refused;
 * a link with an address is fine, since StaticMarkup hands its clicks to the router itself, and so
 * is a plain MUI Chip, whose handlers only pass on the props it was not given.
 */
const FORM_CONTROLS = new Set(['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON', 'FORM']);
/** Library parts that carry handlers but do nothing without props asking for it: MUI's plain Chip. */
const INERT = '.MuiChip-root:not(.MuiChip-clickable):not(.MuiChip-deletable)';

/** The handler props (onClick, onChange…) React rendered onto an element, read where React keeps them. */
function handlers(element: Element): string[] {
  const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
  const props = key
    ? ((element as unknown as Record<string, Record<string, unknown>>)[key] ?? {})
    : {};
  return Object.keys(props).filter(
    (name) => /^on[A-Z]/.test(name) && typeof props[name] === 'function',
  );
}

/** Each interactive element under `root`, described ('button', 'div with onClick'); none: []. */
export function interactiveParts(root: Element): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (
      FORM_CONTROLS.has(element.tagName) ||
      (element as HTMLElement).isContentEditable ||
      element.getAttribute('contenteditable') === 'true'
    ) {
      found.push(tag);
      continue;
    }
    if ((tag === 'a' && element.hasAttribute('href')) || element.matches(INERT)) continue;
    const names = handlers(element);
    if (names.length) found.push(`${tag} with ${names.join(', ')}`);
  }
  return found;
}

/** Throws when `root` holds interactive code: it would silently do nothing on a server-rendered page. */
export function assertStaticMarkup(root: Element): void {
  const found = interactiveParts(root);
  if (found.length) {
    throw new Error(
      `StaticMarkup keeps the server's HTML without its JavaScript, so it cannot hold: ${found.join('; ')}. Move it out of <StaticMarkup>.`,
    );
  }
}
