/**
 * Titles and search text as words (decisions 044, 048, docs/product.md#finding-jobs): folded to
 * lower case without accents (NFKD, marks removed), then letters, digits and `_` make a word that
 * has a letter or digit; everything else (quotes, `*`, `-`, `%`) only separates words. A title's
 * terms are every prefix of each of its words: a search word matches a title when it is one of
 * them, so "reac" finds "Senior React Developer" and "eact" does not.
 */
const WORD = /[\p{L}\p{N}_]+/gu;
const MARK = /\p{M}/gu;
/** ASCII text is its own NFKD form and has no marks: folding it is lower-casing it. */
const ASCII = /^\p{ASCII}*$/u;

/** At most this many words of a search are used. */
export const MAX_SEARCH_WORDS = 12;

/**
 * A term is at most this many characters (a title is at most 200): a longer search word is
 * searched by its first TERM_MAX characters.
 */
export const TERM_MAX = 200;

/** A word has a letter or a digit: `_` alone is no word. */
const HAS_LETTER = /[\p{L}\p{N}]/u;

/** The folded words of a text, in order, repeats kept. */
function words(text: string): string[] {
  const folded = ASCII.test(text)
    ? text.toLowerCase()
    : text.normalize('NFKD').replace(MARK, '').toLowerCase();
  return (folded.match(WORD) ?? [])
    .filter((word) => HAS_LETTER.test(word))
    .map((word) => [...word].slice(0, TERM_MAX).join(''));
}

/** The words of a search, folded, in order, without repeats, at most MAX_SEARCH_WORDS. */
export function searchWords(text: string): string[] {
  return [...new Set(words(text))].slice(0, MAX_SEARCH_WORDS);
}

/** The terms of a title: every prefix (1 character and up) of each of its folded words, once each. */
export function titleTerms(title: string): string[] {
  const terms = new Set<string>();
  for (const word of words(title)) {
    let end = 0;
    for (const char of word) terms.add(word.slice(0, (end += char.length)));
  }
  return [...terms];
}
