import type { CSSObject, Theme } from '@mui/material/styles';

/**
 * How saved rich text looks, wherever it shows: the console's editor and the storefront's course
 * pages use the same styles for the same HTML (the tags and class="indent-N" the editor writes,
 * see admin-console/src/components/rich-text/serialize-html.ts). Apply to the element holding the HTML.
 */
export function richTextStyles(theme: Theme): CSSObject {
  // Lengths as strings: inside `sx`, a bare number for borderRadius or spacing would be scaled by the theme.
  const radius = `${theme.shape.borderRadius}px`;
  const mono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';
  const indents: CSSObject = {};
  // A margin moves a list item's marker with its text.
  for (let level = 1; level <= 8; level++)
    indents[`& .indent-${level}`] = { marginLeft: `${level * 2}em` };
  return {
    overflowWrap: 'anywhere',
    // First and last child, written without :first-child/:last-child, which Emotion reports as an
    // error in development (unsafe for server rendering, which neither app does).
    '& > :not(* + *)': { marginTop: 0 },
    '& > :not(:has(+ *))': { marginBottom: 0 },
    '& p': { margin: theme.spacing(0, 0, 1.5), minHeight: '1.5em' },
    '& h1': {
      fontSize: '1.5rem',
      fontWeight: 700,
      lineHeight: 1.3,
      margin: theme.spacing(3, 0, 1),
    },
    '& h2': {
      fontSize: '1.25rem',
      fontWeight: 700,
      lineHeight: 1.35,
      margin: theme.spacing(2.5, 0, 1),
    },
    '& ul, & ol': { margin: theme.spacing(0, 0, 1.5), paddingLeft: '1.5em' },
    '& li': { marginBottom: theme.spacing(0.5) },
    '& a': { color: theme.palette.primary.main, textDecoration: 'underline' },
    '& code': {
      fontFamily: mono,
      fontSize: '0.9em',
      backgroundColor: theme.palette.action.hover,
      borderRadius: '4px',
      padding: '0.1em 0.3em',
    },
    '& pre': {
      fontFamily: mono,
      fontSize: '0.875rem',
      lineHeight: 1.6,
      backgroundColor: theme.palette.grey[900],
      color: theme.palette.grey[100],
      borderRadius: radius,
      padding: theme.spacing(1.5, 2),
      margin: theme.spacing(0, 0, 1.5),
      overflowX: 'auto',
      whiteSpace: 'pre',
      '& code': {
        backgroundColor: 'transparent',
        padding: 0,
        fontSize: 'inherit',
        color: 'inherit',
      },
    },
    // The API's sanitizer keeps blockquote (decision 021): older and seeded content has it.
    '& blockquote': {
      margin: theme.spacing(0, 0, 1.5),
      padding: theme.spacing(0.5, 2),
      borderLeft: `4px solid ${theme.palette.divider}`,
      color: theme.palette.text.secondary,
    },
    '& img': {
      display: 'block',
      maxWidth: '100%',
      height: 'auto',
      margin: theme.spacing(0, 0, 1.5),
      borderRadius: radius,
    },
    ...indents,
  };
}
