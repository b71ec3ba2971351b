// The letters of a person's initials avatar (the host page, issue 24 item 7): worked out once, here,
// so the API's answer and anything that draws an avatar agree.

const WORD_SEPARATORS = /[\s-]+/u;
const LETTER = /\p{L}/u;

/** The first letter of `word`, by code point (a letter outside the BMP is not cut in half). */
function firstLetterOf(word: string): string | undefined {
  for (const char of word) if (LETTER.test(char)) return char;
  return undefined;
}

/**
 * `MC` for "Marina Costa", `JP` for "jean-luc picard", `T` for "Theo": the first letter of the first
 * and of the last word that has one (names may begin with a quote or a dot), upper case. Every inbox
 * row carries one (issue 25), so it walks the words once without building a list of letters.
 */
export function initialsOf(name: string): string {
  let first: string | undefined;
  let last: string | undefined;
  for (const word of name.trim().split(WORD_SEPARATORS)) {
    const letter = firstLetterOf(word);
    if (letter === undefined) continue;
    if (first === undefined) first = letter;
    else last = letter;
  }
  if (first === undefined) return '';
  return `${first}${last ?? ''}`.toLocaleUpperCase('en');
}
