import { html } from '../lib/html-text';

/** The look of the API's own pages: the storefront's type and brand colour, readable at 360 px, a 44 px button. */
const STYLE = [
  'body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937}',
  'main{max-width:36rem;margin:0 auto;padding:2rem 1rem}',
  'h1{font-size:1.75rem;line-height:1.25;margin:0 0 1rem}',
  'a{color:#3b47c4}',
  'button{min-height:44px;padding:0 1.25rem;border:0;border-radius:6px;background:#3b47c4;color:#fff;font:inherit;font-weight:600;cursor:pointer}',
].join('');

/**
 * A whole page the API writes itself, outside the storefront's render (a mailed link's question, a
 * page while the database is away): `title` as text, `body` as HTML the caller escaped.
 */
export function plainPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html(title)} · DevJobs</title><style>${STYLE}</style></head>
<body><main><p><a href="/">DevJobs</a></p><h1>${html(title)}</h1>
${body}
</main></body></html>`;
}
