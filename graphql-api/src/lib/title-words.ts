/**
 * Search text as words for a words index (decision 044, docs/product.md#finding-jobs): letters,
 * digits and `_` make a word; everything else (quotes, `*`, `-`, `%`, operators of either
 * database's query syntax) only separates words and never reaches a MATCH or AGAINST string.
 */
const WORD = /[\p{L}\p{N}_]+/gu;

/** At most this many words of a search are used. */
export const MAX_SEARCH_WORDS = 12;

/** The words of a search, lower-cased, in order, without repeats. */
export function searchWords(text: string): string[] {
  const words = new Set((text.toLowerCase().match(WORD) ?? []).map((w) => w.normalize('NFC')));
  return [...words].slice(0, MAX_SEARCH_WORDS);
}

/** SQLite FTS5: every word as a quoted prefix (`"reac"*`), all required. */
export function fts5Query(words: readonly string[]): string {
  return words.map((word) => `"${word}"*`).join(' ');
}

/** MySQL/MariaDB boolean mode: every word required as a prefix (`+reac*`). */
export function booleanModeQuery(words: readonly string[]): string {
  return words.map((word) => `+${word}*`).join(' ');
}
