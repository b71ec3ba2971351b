import { excerptOf } from './excerptOf';

describe('excerptOf', () => {
  it('keeps a short text, on one line', () => {
    expect(excerptOf('  Is there\n\na cot?  ', 140)).toBe('Is there a cot?');
  });

  it('cuts a long text at a word near the limit, with an ellipsis, within the limit', () => {
    const text = 'word '.repeat(60);
    const excerpt = excerptOf(text, 140);
    expect(excerpt.length).toBeLessThanOrEqual(140);
    expect(excerpt.endsWith('word…')).toBe(true);
  });

  it('cuts a text without spaces exactly', () => {
    expect(excerptOf('a'.repeat(200), 10)).toBe(`${'a'.repeat(9)}…`);
  });

  it('never leaves half of a surrogate pair', () => {
    const excerpt = excerptOf(`${'a'.repeat(8)}😀😀😀`, 10);
    expect(excerpt).toBe(`${'a'.repeat(8)}…`);
  });
});
