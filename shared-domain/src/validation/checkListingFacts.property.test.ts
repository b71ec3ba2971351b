// Property tests: every value inside a fact's range is accepted (typed as a number or as text) and
// read back as itself; every value outside it is refused with that fact's message.
import fc from 'fast-check';
import { MAX_BATHROOMS, MAX_BEDROOMS, MAX_BEDS, MAX_GUESTS } from '../listingFacts';
import { MESSAGES } from '../messages';
import { SAMPLE_LISTING_FACTS } from '../testing/listingFactsFixture';
import { validateListingFacts } from './checkListingFacts';

const WHOLE_FACTS = [
  { field: 'maxGuests', min: 1, max: MAX_GUESTS, message: MESSAGES.maxGuestsInvalid },
  { field: 'bedrooms', min: 0, max: MAX_BEDROOMS, message: MESSAGES.bedroomsInvalid },
  { field: 'beds', min: 1, max: MAX_BEDS, message: MESSAGES.bedsInvalid },
] as const;

describe('listing facts (properties)', () => {
  it.each(WHOLE_FACTS)('$field: every whole number in range reads back, as a number or as text', (fact) => {
    fc.assert(
      fc.property(fc.integer({ min: fact.min, max: fact.max }), fc.boolean(), (value, asText) => {
        const result = validateListingFacts({
          ...SAMPLE_LISTING_FACTS,
          [fact.field]: asText ? String(value) : value,
        });
        expect(result).toMatchObject({ ok: true, value: { [fact.field]: value } });
      }),
    );
  });

  it.each(WHOLE_FACTS)('$field: every number out of range or with a fraction is refused', (fact) => {
    const outside = fc.oneof(
      fc.integer({ min: -1000, max: fact.min - 1 }),
      fc.integer({ min: fact.max + 1, max: 100_000 }),
      fc.double({ min: fact.min, max: fact.max, noNaN: true }).filter((value) => !Number.isInteger(value)),
    );
    fc.assert(
      fc.property(outside, (value) => {
        expect(validateListingFacts({ ...SAMPLE_LISTING_FACTS, [fact.field]: value })).toMatchObject({
          ok: false,
          field: fact.field,
          message: fact.message,
        });
      }),
    );
  });

  it('bathrooms: every half from 0 to the maximum is accepted, any other fraction refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_BATHROOMS * 2 }), (halves) => {
        const value = halves / 2;
        expect(validateListingFacts({ ...SAMPLE_LISTING_FACTS, bathrooms: String(value) })).toMatchObject({
          ok: true,
          value: { bathrooms: value },
        });
      }),
    );
    fc.assert(
      fc.property(
        fc
          .double({ min: 0, max: MAX_BATHROOMS, noNaN: true })
          .filter((value) => !Number.isInteger(value * 2)),
        (value) => {
          expect(validateListingFacts({ ...SAMPLE_LISTING_FACTS, bathrooms: value })).toMatchObject({
            ok: false,
            message: MESSAGES.bathroomsInvalid,
          });
        },
      ),
    );
  });

  it('times: every HH:mm of the day is accepted, hours past 23 refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (hour, minute) => {
        const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
        expect(validateListingFacts({ ...SAMPLE_LISTING_FACTS, checkInFrom: time })).toMatchObject({
          ok: true,
        });
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 24, max: 99 }), (hour) => {
        expect(validateListingFacts({ ...SAMPLE_LISTING_FACTS, checkOutBy: `${hour}:00` }).ok).toBe(false);
      }),
    );
  });
});
