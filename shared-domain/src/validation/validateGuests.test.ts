import { MESSAGES } from '../messages';
import { validateGuests } from './validateGuests';

const FOUR_NO_PETS = { maxGuests: 4, petsAllowed: false };

describe('validateGuests', () => {
  it('reads who is coming, with children, infants and pets left out meaning none', () => {
    expect(validateGuests({ adults: 2 }, FOUR_NO_PETS)).toEqual({
      ok: true,
      value: { adults: 2, children: 0, infants: 0, pets: false },
    });
    expect(validateGuests({ adults: '2', children: '1', infants: '' }, FOUR_NO_PETS)).toMatchObject({
      ok: true,
      value: { adults: 2, children: 1, infants: 0 },
    });
  });

  it('asks for at least one adult, also when no guests were given at all', () => {
    expect(validateGuests({ adults: 0, children: 2 }, FOUR_NO_PETS)).toMatchObject({
      ok: false,
      message: MESSAGES.adultsRequired,
      field: 'guests',
    });
    expect(validateGuests({ adults: undefined }, FOUR_NO_PETS)).toMatchObject({
      message: MESSAGES.adultsRequired,
    });
  });

  it('refuses adults and children over the maximum, but does not count infants', () => {
    expect(validateGuests({ adults: 3, children: 2 }, FOUR_NO_PETS)).toMatchObject({
      ok: false,
      message: MESSAGES.guestsOverMaximum,
    });
    expect(validateGuests({ adults: 2, children: 2, infants: 2 }, FOUR_NO_PETS)).toMatchObject({
      ok: true,
      value: { adults: 2, children: 2, infants: 2 },
    });
    expect(validateGuests({ adults: 1, infants: 6 }, FOUR_NO_PETS)).toMatchObject({
      ok: false,
      message: MESSAGES.infantsOverMaximum,
    });
  });

  it('lets pets come only where the house rules allow them', () => {
    expect(validateGuests({ adults: 1, pets: true }, FOUR_NO_PETS)).toMatchObject({
      ok: false,
      message: MESSAGES.petsNotAllowed,
    });
    expect(validateGuests({ adults: 1, pets: true }, { maxGuests: 4, petsAllowed: true })).toMatchObject({
      ok: true,
      value: { pets: true },
    });
  });

  it('refuses counts that are not whole numbers and pets that are not yes or no', () => {
    for (const adults of [1.5, -1, 'two', '1e2', Number.NaN, true, [1]])
      expect(validateGuests({ adults }, FOUR_NO_PETS)).toMatchObject({ message: MESSAGES.guestCountInvalid });
    expect(validateGuests({ adults: 1, pets: 'yes' }, { maxGuests: 4, petsAllowed: true })).toMatchObject({
      message: MESSAGES.guestCountInvalid,
    });
  });
});
