import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words, in upper case', () => {
    expect(initialsOf('Marina Costa')).toBe('MC');
    expect(initialsOf('  theo   van der lambert ')).toBe('TL');
    expect(initialsOf('Jean-Luc Picard')).toBe('JP');
    expect(initialsOf('Theo')).toBe('T');
  });

  it('skips what is not a letter and keeps letters outside the basic plane whole', () => {
    expect(initialsOf('"Ana" 42 Silva')).toBe('AS');
    expect(initialsOf('Émile Zola')).toBe('ÉZ');
    expect(initialsOf('𝒜da Lovelace')).toBe('𝒜L');
    expect(initialsOf('42')).toBe('');
    expect(initialsOf('Ana 42 -- "')).toBe('A');
    expect(initialsOf('  ')).toBe('');
    expect(initialsOf("maria-joão 7 o'neill")).toBe('MO');
  });
});
