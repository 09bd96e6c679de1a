import { html } from '../../../../lib/html-text';
import type { SandboxOrder } from './sandbox-shapes';

/** What checkout.js passes the page from the shop's options (everything else comes from the stored order). */
export type PayPageOptions = { name: string; description: string; color: string };

/** Razorpay's own default when a shop sets no theme colour. */
const DEFAULT_COLOR = '#3399cc';

/** A `#rgb` or `#rrggbb` colour as #rrggbb; anything else (no CSS reaches the page from a URL) is the default. */
function themeColor(raw: unknown): string {
  if (typeof raw !== 'string') return DEFAULT_COLOR;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(raw);
  if (short)
    return `#${short
      .slice(1)
      .map((c) => c + c)
      .join('')}`.toLowerCase();
  return /^#[0-9a-f]{6}$/i.test(raw) ? raw.toLowerCase() : DEFAULT_COLOR;
}

/** Black or white, whichever reads better on `background` (WCAG relative luminance). */
function textOn(background: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(background.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) ? '#000000' : '#ffffff';
}

const rupees = (order: SandboxOrder) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: order.currency,
    minimumFractionDigits: 2,
  }).format(order.amount / 100);

const STYLE = `
*{box-sizing:border-box}
html{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1e293b}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px}
.card{width:100%;max-width:400px;background:#fff;border-radius:12px;box-shadow:0 12px 40px rgba(15,23,42,.35);overflow:hidden}
.head{display:flex;align-items:flex-start;gap:12px;padding:20px 20px 16px}
.head div{flex:1;min-width:0}
h1{margin:0;font-size:1.25rem;line-height:1.3;overflow-wrap:anywhere}
.desc{margin:4px 0 0;overflow-wrap:anywhere}
.close{flex:none;width:44px;height:44px;margin:-8px -8px 0 0;border:0;border-radius:50%;background:transparent;color:inherit;font-size:28px;line-height:1;cursor:pointer}
.body{padding:20px}
.label{margin:0;color:#475569;font-size:.875rem}
.amount{margin:0 0 12px;font-size:2rem;font-weight:700}
.note{margin:0 0 20px;padding:8px 12px;border-radius:8px;background:#fef3c7;color:#713f12;font-size:.875rem}
.actions{display:flex;gap:12px;flex-wrap:wrap}
.actions button{flex:1 1 120px;min-height:48px;border-radius:8px;font:inherit;font-weight:600;cursor:pointer}
.pay{border:0}
.fail{border:2px solid #b91c1c;background:#fff;color:#b91c1c}
button:disabled{opacity:.6;cursor:progress}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.status{min-height:1.5em;margin:16px 0 0;font-weight:600}
.order{margin:8px 0 0;color:#475569;font-size:.75rem;overflow-wrap:anywhere}
`;

function page(
  title: string,
  head: { name: string; description: string; color: string },
  body: string,
): string {
  const headStyle = `background:${head.color};color:${textOn(head.color)}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${html(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main class="card" aria-labelledby="merchant">
<header class="head" style="${headStyle}">
<div><h1 id="merchant">${html(head.name)}</h1>${head.description ? `<p class="desc">${html(head.description)}</p>` : ''}</div>
<button type="button" class="close" data-action="dismiss" aria-label="Close" disabled>&times;</button>
</header>
<div class="body">
${body}
</div>
</main>
<!-- The buttons come disabled: pay.js enables them once their clicks do something. -->
<script src="pay.js"></script>
</body>
</html>`;
}

/** The sandbox's payment page: who is paid, what for, how much (from the stored order), and Pay / Fail / ×. */
export function payPage(order: SandboxOrder, options: PayPageOptions): string {
  const amount = rupees(order);
  const head = {
    name: options.name || 'Razorpay sandbox',
    description: options.description,
    color: themeColor(options.color),
  };
  const payColors = `background:${head.color};color:${textOn(head.color)}`;
  const actions =
    order.status === 'paid'
      ? '<p>This order is already paid.</p>'
      : `<p class="note">Razorpay sandbox: no real money moves. Choose what this payment does.</p>
<div class="actions"><button type="button" class="pay" data-action="pay" style="${payColors}" disabled>Pay</button><button type="button" class="fail" data-action="fail" disabled>Fail</button></div>`;
  return page(
    `Pay ${amount} · ${head.name}`,
    head,
    `<p class="label">Amount to pay</p>
<p class="amount">${html(amount)}</p>
${actions}
<p id="status" class="status" role="status" aria-live="polite"></p>
<p class="order">Order ${html(order.id)}</p>`,
  );
}

/** The page for an order the sandbox does not know (a restart forgets them: decision 025). */
export function unknownOrderPage(): string {
  return page(
    'Order not found · Razorpay sandbox',
    { name: 'Razorpay sandbox', description: '', color: DEFAULT_COLOR },
    '<p>This order is not known to the sandbox. Close this window and start the purchase again.</p>',
  );
}
