import { API_EXAMPLES, type ApiExample, WEBHOOK_HEADERS } from '@devjobs/web/integrator-guide';

export { API_EXAMPLES };

/** A shell word in single quotes. */
const quoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** The curl command that sends `example` to the API at `address`, with the token from $DEVJOBS_TOKEN when it needs one. */
export function curlOf(example: ApiExample, address: string): string {
  const body = JSON.stringify({
    query: example.query,
    ...(example.variables ? { variables: example.variables } : {}),
  });
  return [
    `curl -s ${address}/graphql`,
    `  -H 'content-type: application/json'`,
    ...(example.scope ? [`  -H "authorization: Bearer $DEVJOBS_TOKEN"`] : []),
    `  -d ${quoted(body)}`,
  ].join(' \\\n');
}

/** An operation laid out one field a line, indented by depth, as the explorer formats it. */
export function pretty(query: string): string {
  const open = query.indexOf('{');
  const lines = [`${query.slice(0, open).trim()} {`];
  let depth = 1;
  let parens = 0;
  let word = '';
  const put = (text: string) => lines.push(`${'  '.repeat(depth)}${text}`);
  const flush = () => {
    if (word.trim()) put(word.trim());
    word = '';
  };
  for (const ch of query.slice(open + 1)) {
    if (ch === '(') parens += 1;
    if (ch === ')') parens -= 1;
    if (parens > 0) word += ch;
    else if (ch === '{') {
      put(`${word.trim()} {`);
      word = '';
      depth += 1;
    } else if (ch === '}') {
      flush();
      depth -= 1;
      put('}');
    } else if (/\s/.test(ch)) flush();
    else word += ch;
  }
  return lines.join('\n');
}

/** A signed delivery checked with the standardwebhooks package (Node.js). */
export const VERIFY_CODE = `import { Webhook } from 'standardwebhooks';

// The endpoint's secret from the console: whsec_…
const webhook = new Webhook(process.env.DEVJOBS_WEBHOOK_SECRET);

// In your handler, with the body exactly as it arrived (text, not parsed JSON):
const event = webhook.verify(rawBody, {
  '${WEBHOOK_HEADERS.id}': req.headers['${WEBHOOK_HEADERS.id}'],
  '${WEBHOOK_HEADERS.timestamp}': req.headers['${WEBHOOK_HEADERS.timestamp}'],
  '${WEBHOOK_HEADERS.signature}': req.headers['${WEBHOOK_HEADERS.signature}'],
});
// verify throws when the signature does not match or the timestamp is
// more than five minutes away from now; answer 2xx only after it passes.`;
