/**
 * User agents that announce a program, not a person: crawlers, link previews and HTTP libraries.
 * What they fetch is not counted as a visitor's press (Apply Now, product.md#saved-jobs); a
 * missing User-Agent counts as a program too. Browsers driven by tests are browsers.
 */
const PROGRAM =
  /bot\b|bot\/|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|curl\/|wget\/|python-requests|python-urllib|go-http-client|okhttp|java\/|libwww|httpclient|axios\/|node-fetch|undici/i;

/** Whether a request's User-Agent header names a program (or is missing). */
export function looksLikeProgram(userAgent: string | undefined): boolean {
  return !userAgent?.trim() || PROGRAM.test(userAgent);
}
