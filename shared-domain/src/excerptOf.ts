/**
 * The start of a text on one line: runs of whitespace (line breaks included) become one space, and a
 * text longer than `maxLength` is cut at a word boundary when one is near, with an ellipsis. Never
 * cuts a surrogate pair in half.
 */
export function excerptOf(text: string, maxLength: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= maxLength) return flat;
  let end = maxLength - 1;
  if (/[\uD800-\uDBFF]/.test(flat.charAt(end - 1))) end -= 1;
  const space = flat.lastIndexOf(' ', end);
  if (space > maxLength * 0.6) end = space;
  return `${flat.slice(0, end).trimEnd()}…`;
}
