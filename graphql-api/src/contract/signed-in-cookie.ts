/**
 * A cookie the storefront's scripts may read, set and cleared with the session cookie (which they
 * cannot read): "1" while the browser holds a session. Server-rendered pages are the same for every
 * visitor (decision 043), so the browser asks who is signed in only when it is there.
 */
export const SIGNED_IN_COOKIE = 'devjobs_signed_in';
