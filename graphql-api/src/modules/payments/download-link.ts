import { createHmac, timingSafeEqual } from 'node:crypto';
import { BadInputError, GoneError } from '../../errors';
import type { Clock } from '../../lib/clock';

/** How long a download link works (product.md#limits). */
export const DOWNLOAD_LINK_MINUTES = 15;
const LINK_MS = DOWNLOAD_LINK_MINUTES * 60_000;
/** How long a mailed link works: a receipt's, and those of "email me my downloads" (decision 065). */
export const MAILED_LINK_DAYS = 7;
export const MAILED_LINK_MS = MAILED_LINK_DAYS * 24 * 60 * 60_000;
const TOKEN_MAX = 300;

/**
 * What download links are signed with (decision 057): a key of their own, HMAC-SHA256(DOWNLOAD_SECRET,
 * this purpose), never one derived from the payment gateway's secret, so a sandbox or leaked gateway
 * secret cannot mint them. Rotating DOWNLOAD_SECRET invalidates every link still out (15 minutes,
 * or 7 days for a mailed one).
 */
export const DOWNLOAD_KEY_PURPOSE = 'devjobs:pdf-download:v1';

/** What a kind of link opens: its key's purpose, its path, and what an expired one says. */
export type LinkKind = { purpose: string; path: string; expired: string };

/** Links to a paid PDF's file. */
export const PDF_LINKS: LinkKind = {
  purpose: DOWNLOAD_KEY_PURPOSE,
  path: '/api/downloads/',
  expired: `This download link has expired (links work for ${DOWNLOAD_LINK_MINUTES} minutes, mailed ones ${MAILED_LINK_DAYS} days). Signed-in buyers get a new one under Your Courses; anyone can ask for fresh ones with “Email me my downloads” on the PDF shop.`,
};

/** How long a link to an invoice or credit note works (decision 070): a year, from the receipt mail or a list. */
export const DOCUMENT_LINK_MS = 365 * 24 * 60 * 60_000;

/** Links to an invoice's or credit note's PDF (decision 070), with a key of their own. */
export const DOCUMENT_LINKS: LinkKind = {
  purpose: 'devjobs:tax-document:v1',
  path: '/api/documents/',
  expired:
    'This invoice link has expired (links work for a year). Signed-in buyers find their invoices under Your Courses.',
};

/**
 * Signed, expiring download tokens: base64url(`orderId:expiresAtMs`) + '.' + base64url(HMAC-SHA256 of
 * that first part). Stateless: nothing is stored per link, any API instance reads any link.
 */
export class DownloadLinks {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly clock: Clock,
    private readonly kind: LinkKind = PDF_LINKS,
  ) {
    this.key = createHmac('sha256', secret).update(kind.purpose).digest();
  }

  /** A fresh link to what `id` names (a paid PDF order's file): 15 minutes, or `ms` (a mailed link's 7 days). */
  create(id: string, ms = LINK_MS): { url: string; expiresAt: Date } {
    const expiresAt = new Date(this.clock.now().getTime() + ms);
    const body = Buffer.from(`${id}:${expiresAt.getTime()}`).toString('base64url');
    return { url: `${this.kind.path}${body}.${this.sign(body)}`, expiresAt };
  }

  /** The order id a token was made for. Not one of ours, or altered: 400. Past its time: 410. */
  read(token: unknown): string {
    const invalid = new BadInputError(
      'token',
      'This download link is not valid. Use the link you were given, unchanged.',
    );
    if (typeof token !== 'string' || token.length > TOKEN_MAX) throw invalid;
    const [body, signature, ...rest] = token.split('.');
    if (!body || !signature || rest.length || !sameText(signature, this.sign(body))) throw invalid;
    const match = /^([^:]{1,36}):(\d{1,15})$/.exec(Buffer.from(body, 'base64url').toString('utf8'));
    if (!match) throw invalid;
    if (Number(match[2]) <= this.clock.now().getTime()) throw new GoneError(this.kind.expired);
    return match[1];
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}

function sameText(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}
