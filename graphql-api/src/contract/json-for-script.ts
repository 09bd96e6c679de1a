/**
 * JSON safe inside an HTML <script> element: no `</script>`, no `<!--`, no line separators that end
 * a JS string. One writer for the job pages' JSON-LD (job.seo.ts) and the storefront's server
 * render, which ships the Apollo cache this way (storefront/src/entry-server.tsx, decision 030).
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
