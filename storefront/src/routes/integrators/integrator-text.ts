import { WEBHOOK_HEADERS } from '@devjobs/web/integrator-guide';

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
