import sanitizeHtml from 'sanitize-html';

/**
 * The one sanitiser of course HTML (architecture.md#security), run on every write: what the admin's Slate editor
 * produces survives, everything else goes (decision 021). Indent levels are `class="indent-1"` to
 * `"indent-8"` on p, h1, h2 and li; links keep http, https, mailto and tel; images http, https and
 * base64 data images (PNG, JPEG, GIF, WebP), absolute addresses only. Scripts, styles, event handlers, `javascript:` and
 * `data:` links and unknown tags are removed (the text of an unknown tag stays). Running it on its
 * own output changes nothing.
 */
export const INDENT_CLASSES = Array.from({ length: 8 }, (_, i) => `indent-${i + 1}`);

const DATA_IMAGE = /^data:image\/(png|jpeg|jpg|gif|webp);base64,[a-z0-9+/=\s]*$/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'ol',
    'ul',
    'li',
    'a',
    'img',
    'code',
    'pre',
    'blockquote',
  ],
  allowedAttributes: {
    a: ['href'],
    img: ['src', 'alt'],
    p: ['class'],
    h1: ['class'],
    h2: ['class'],
    li: ['class'],
  },
  allowedClasses: { p: INDENT_CLASSES, h1: INDENT_CLASSES, h2: INDENT_CLASSES, li: INDENT_CLASSES },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Relative addresses too are dropped (only the schemes above): a link without one stays as its
  // text, an image whose src is not an absolute http(s) address or a base64 image is removed.
  transformTags: {
    a: (tagName, attribs) => {
      const { href, ...rest } = attribs;
      return {
        tagName,
        attribs:
          href !== undefined && /^\s*(https?:|mailto:|tel:)/i.test(href) ? { href, ...rest } : rest,
      };
    },
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      const keep =
        src !== undefined && (/^\s*https?:\/\//i.test(src) || DATA_IMAGE.test(src.trim()));
      return { tagName, attribs: keep ? { src, ...rest } : rest };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** A UTF-16 surrogate without its pair: not a character. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Sanitised course HTML; '' for blank input. A lone surrogate becomes U+FFFD, as UTF-8 storage
 * makes it in every other column (MariaDB's JSON check refuses the escaped one with a 500).
 */
export function sanitizeCourseHtml(html: string): string {
  return sanitizeHtml(html.replace(LONE_SURROGATE, '\uFFFD'), OPTIONS).trim();
}
