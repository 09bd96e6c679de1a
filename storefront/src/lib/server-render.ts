/** The id of the `<script type="application/json">` that carries the server render's Apollo cache (pages that queried). */
export const APOLLO_STATE_ID = 'apollo-state';

/**
 * The id of the `<script type="application/json">` with the session state a server-rendered page was
 * rendered with (`RENDERED_SESSION`: not known yet, or the viewer on a page rendered for them,
 * decision 103); its presence marks a rendered page.
 */
export const SESSION_STATE_ID = 'session-state';
