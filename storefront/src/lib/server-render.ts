/** The id of the `<script type="application/json">` that carries the server render's Apollo cache (pages that queried). */
export const APOLLO_STATE_ID = 'apollo-state';

/** The id of the `<script type="application/json">` with the session the server rendered the page for: `{"user": … | null}`. */
export const SESSION_STATE_ID = 'session-state';
