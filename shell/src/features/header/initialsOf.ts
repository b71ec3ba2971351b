const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The first user-perceived character of a word (an emoji or a letter with its accents stays whole). */
function firstCharacter(word: string): string {
  for (const { segment } of graphemes.segment(word)) return segment;
  return '';
}

/**
 * The avatar's letters: the first character of the first and the last word of a name, upper-cased
 * ("Ana Maria Silva" -> "AS", "Cher" -> "C"), or "?" for a blank name. Not a "first name": the
 * order of given and family names differs between cultures, so only the initials are derived.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return picked.map((word) => firstCharacter(word).toLocaleUpperCase()).join('') || '?';
}
