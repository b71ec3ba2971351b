import { MESSAGES } from '../messages';
import { validateDestination } from './validateDestination';

describe('validateDestination', () => {
  it("needs both name and image to add: 'Please provide both name and image'", () => {
    for (const input of [
      { name: '', image: 'x.webp' },
      { name: 'Algarve', image: null },
      { name: 'Algarve', image: '' },
      { name: ' ', image: undefined },
    ]) {
      expect(validateDestination(input, 'add')).toMatchObject({
        ok: false,
        message: 'Please provide both name and image',
      });
    }
    expect(validateDestination({ name: ' Algarve ', image: 'x.webp' }, 'add')).toEqual({
      ok: true,
      value: { name: 'Algarve', image: 'x.webp' },
    });
  });

  it('needs only a name to edit, the image being optional', () => {
    expect(validateDestination({ name: 'Algarve', image: null }, 'edit')).toEqual({
      ok: true,
      value: { name: 'Algarve', image: null },
    });
    expect(validateDestination({ name: '', image: 'x.webp' }, 'edit')).toMatchObject({
      message: MESSAGES.destinationNameRequired,
      field: 'name',
    });
  });

  it('refuses an over-long name', () => {
    expect(validateDestination({ name: 'x'.repeat(101), image: 'x.webp' }, 'add')).toMatchObject({
      message: MESSAGES.nameTooLong,
    });
  });

  it('refuses a name that is a lone text-direction override', () => {
    expect(validateDestination({ name: '\u202E', image: 'x.webp' }, 'add')).toMatchObject({
      message: MESSAGES.nameInvalidCharacters,
      field: 'name',
    });
  });
});
