import { initialsOf } from './initialsOf';

describe('initialsOf', () => {
  it.each([
    ['Ana Silva', 'AS'],
    ['Shoreline Admin', 'SA'],
    ['ana maria  silva', 'AS'],
    ['  Cher ', 'C'],
    ['Émile Zola', 'ÉZ'],
    ['李 小龙', '李小'],
    ['🌊 Wave', '🌊W'],
    ['   ', '?'],
  ])('gives %p the initials %p', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('keeps a letter with a combining accent whole', () => {
    expect(initialsOf('E\u0301milie Dubois')).toBe('E\u0301D');
  });
});
