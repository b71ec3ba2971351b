// The letters of a person's initials avatar (the host page, issue 24 item 7): worked out once, here,
// so the API's answer and anything that draws an avatar agree.

/** The first letter of each word that starts with one (names may begin with a quote or a dot). */
function firstLetters(name: string): string[] {
  return name
    .trim()
    .split(/[\s-]+/u)
    .flatMap((word) => {
      // By code point, so a letter outside the BMP is not cut in half.
      const letter = Array.from(word).find((char) => /\p{L}/u.test(char));
      return letter ? [letter] : [];
    });
}

/** `MC` for "Marina Costa", `JP` for "jean-luc picard", `T` for "Theo": first and last word, upper case. */
export function initialsOf(name: string): string {
  const letters = firstLetters(name);
  const first = letters[0];
  if (first === undefined) return '';
  const last = letters.length > 1 ? letters[letters.length - 1] : undefined;
  return `${first}${last ?? ''}`.toLocaleUpperCase('en');
}
