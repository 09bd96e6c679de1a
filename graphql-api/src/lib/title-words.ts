/**
 * Search text as words for a words index (decision 044, docs/product.md#finding-jobs): letters
 * (with their marks), digits and `_` make a word that has a letter or digit; everything else
 * (quotes, `*`, `-`, `%`, operators of either database's query syntax) only separates words and
 * never reaches a MATCH or AGAINST string.
 */
const WORD = /[\p{L}\p{M}\p{N}_]+/gu;

/** At most this many words of a search are used. */
export const MAX_SEARCH_WORDS = 12;

/** A word has a letter or a digit: `_` alone is no word. */
const HAS_LETTER = /[\p{L}\p{N}]/u;

/** The words of a search, lower-cased, in order, without repeats. */
export function searchWords(text: string): string[] {
  const words = (text.normalize('NFC').toLowerCase().match(WORD) ?? []).filter((word) =>
    HAS_LETTER.test(word),
  );
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/** SQLite FTS5: every word as a quoted prefix (`"reac"*`), all required. */
export function fts5Query(words: readonly string[]): string {
  return words.map((word) => `"${word}"*`).join(' ');
}

/** MySQL/MariaDB boolean mode: every word required as a prefix (`+reac*`). */
export function booleanModeQuery(words: readonly string[]): string {
  return words.map((word) => `+${word}*`).join(' ');
}
