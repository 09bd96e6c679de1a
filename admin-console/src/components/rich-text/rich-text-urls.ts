/**
 * Which addresses rich text may hold (product.md#validation, architecture.md#security; the API's sanitizer keeps the same lists).
 * Links: http, https, mailto and tel; anything else becomes a blank link (an <a> without href).
 * Images: http, https and data; an image with any other address is dropped.
 * Only absolute addresses pass: a relative or protocol-relative one has no scheme to check.
 */

const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const IMAGE_SCHEMES = new Set(['http:', 'https:', 'data:']);

/** The scheme of an absolute address as the browser reads it (tabs and newlines stripped, lower case), or null. */
function schemeOf(address: string): string | null {
  try {
    return new URL(address).protocol;
  } catch {
    return null;
  }
}

function allowed(raw: string, schemes: ReadonlySet<string>): string {
  const address = raw.trim();
  const scheme = schemeOf(address);
  // A web address needs a host: "https:foo" parses, but as something else than it looks like.
  if (scheme === null || !schemes.has(scheme)) return '';
  if ((scheme === 'http:' || scheme === 'https:') && !/^https?:\/\/[^/?#\s]/i.test(address))
    return '';
  return address;
}

/** The link address as written (trimmed) when its scheme is allowed, else '' (a blank link). */
export function safeLinkUrl(raw: string): string {
  return allowed(raw, LINK_SCHEMES);
}

/** The image address as written (trimmed) when its scheme is allowed, else '' (no image). */
export function safeImageUrl(raw: string): string {
  return allowed(raw, IMAGE_SCHEMES);
}
