import type { Client } from './harness';

/**
 * The tests' HTTP client (TestApp.client): one browser's cookie jar, JSON in and out, redirects
 * left to the test, on one origin's base URL.
 */
export function makeClient(
  base: string,
  defaultHeaders: Record<string, string>,
  /** Runs before each request but its own (the staff client's sign-in when its session timed out). */
  beforeRequest?: () => Promise<void>,
): Client {
  const cookies = new Map<string, string>();
  let inHook = false;
  async function request(
    method: string,
    url: string,
    init: { json?: unknown; body?: string; headers?: Record<string, string> } = {},
  ) {
    if (beforeRequest && !inHook) {
      inHook = true;
      try {
        await beforeRequest();
      } finally {
        inHook = false;
      }
    }
    const headers: Record<string, string> = { ...defaultHeaders, ...init.headers };
    if (cookies.size) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body = init.body;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(base + url, { method, headers, body, redirect: 'manual' });
    for (const set of res.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (!value || /expires=Thu, 01 Jan 1970/i.test(set)) cookies.delete(name);
      else cookies.set(name, value);
    }
    const bytes = Buffer.from(await res.arrayBuffer());
    const text = bytes.toString('utf8');
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: parsed as any, text, bytes, headers: res.headers };
  }
  return {
    cookies,
    request,
    get: (url) => request('GET', url),
    post: (url, json) => request('POST', url, { json }),
    put: (url, json) => request('PUT', url, { json }),
    delete: (url) => request('DELETE', url),
    async gql(query, variables) {
      const reply = await request('POST', '/graphql', { json: { query, variables } });
      return { ...(reply.body as object), status: reply.status };
    },
  };
}
