/**
 * The one answer to "email me my downloads" (product.md#receipts, decision 065), whether or not the
 * address bought anything: the API sends it, the storefront shows it after a post without JavaScript.
 */
export const DOWNLOADS_MAIL_SENT =
  'If PDFs were bought with this address, a mail with fresh download links is on its way to it.';
