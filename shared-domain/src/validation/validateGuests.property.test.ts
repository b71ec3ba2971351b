// Property tests: any party of at least one adult whose adults and children fit the listing's maximum
// (infants up to their own limit, pets where allowed) is accepted as itself; any party over the
// maximum is refused with the maximum's message, however many infants come.
import fc from 'fast-check';
import { MAX_GUESTS, MAX_INFANTS } from '../listingFacts';
import { MESSAGES } from '../messages';
import { validateGuests } from './validateGuests';

const maxGuests = fc.integer({ min: 1, max: MAX_GUESTS });
const infants = fc.integer({ min: 0, max: MAX_INFANTS });

describe('validateGuests (properties)', () => {
  it('accepts every party within the maximum, reading it back as given', () => {
    const party = maxGuests.chain((max) =>
      fc.record({
        max: fc.constant(max),
        adults: fc.integer({ min: 1, max }),
        share: fc.double({ min: 0, max: 1, noNaN: true }),
        infants,
        pets: fc.boolean(),
      }),
    );
    fc.assert(
      fc.property(party, ({ max, adults, share, infants: babies, pets }) => {
        const children = Math.floor((max - adults) * share);
        expect(
          validateGuests({ adults, children, infants: babies, pets }, { maxGuests: max, petsAllowed: true }),
        ).toEqual({ ok: true, value: { adults, children, infants: babies, pets } });
      }),
    );
  });

  it('refuses every party over the maximum, whatever the infants', () => {
    const over = maxGuests.chain((max) =>
      fc.record({
        max: fc.constant(max),
        adults: fc.integer({ min: 1, max: MAX_GUESTS + 4 }),
        children: fc.integer({ min: 0, max: MAX_GUESTS + 4 }),
        infants,
      }),
    );
    fc.assert(
      fc.property(
        over.filter(({ max, adults, children }) => adults + children > max),
        ({ max, adults, children, infants: babies }) => {
          expect(
            validateGuests({ adults, children, infants: babies }, { maxGuests: max, petsAllowed: true }),
          ).toMatchObject({ ok: false, field: 'guests', message: MESSAGES.guestsOverMaximum });
        },
      ),
    );
  });

  it('refuses more infants than the limit and any negative or fractional count', () => {
    const bad = fc.oneof(
      fc.integer({ min: -100, max: -1 }),
      fc.double({ min: 0, max: 16, noNaN: true }).filter((value) => !Number.isInteger(value)),
    );
    fc.assert(
      fc.property(fc.integer({ min: MAX_INFANTS + 1, max: 999 }), (babies) => {
        expect(
          validateGuests({ adults: 1, infants: babies }, { maxGuests: 16, petsAllowed: true }),
        ).toMatchObject({
          message: MESSAGES.infantsOverMaximum,
        });
      }),
    );
    fc.assert(
      fc.property(bad, fc.constantFrom('adults', 'children', 'infants'), (value, field) => {
        const input = { adults: 1, [field]: value };
        expect(validateGuests(input, { maxGuests: 16, petsAllowed: true })).toMatchObject({
          message: MESSAGES.guestCountInvalid,
        });
      }),
    );
  });
});
