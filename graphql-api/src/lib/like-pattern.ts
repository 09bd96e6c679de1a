/**
 * SQL LIKE patterns that match the user's text literally. `!` is the escape character on both
 * SQLite and MySQL (a backslash would need different quoting in each): write `LIKE :p ESCAPE '!'`.
 */
export const LIKE_ESCAPE = "ESCAPE '!'";

export function escapeLike(text: string): string {
  return text.replace(/[!%_]/g, (c) => `!${c}`);
}

/** `%text%`, escaped. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
