import type { Request } from 'express';

/** Every value of one cookie in the request's Cookie header, in the order sent. */
function readCookies(req: Request, name: string): string[] {
  const header = req.headers.cookie;
  if (!header) return [];
  const values: string[] = [];
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      values.push(decodeURIComponent(part.slice(eq + 1).trim()));
    } catch {
      /* not a value we wrote */
    }
  }
  return values;
}

/**
 * One cookie's value, when the request carries exactly one of that name. Two mean another host
 * of the domain (or a script) planted one beside ours, and neither can be trusted (decision 055).
 */
export function readCookie(req: Request, name: string): string | undefined {
  const values = readCookies(req, name);
  return values.length === 1 ? values[0] : undefined;
}
