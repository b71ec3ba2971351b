// Property tests: any amount in cents, written with a point or a comma and 0-2 decimals, reads back
// as itself; a third decimal is always named as such.
import fc from 'fast-check';
import { parsePrice } from './parsePrice';
import { parseDecimalText } from './parseDecimalText';
import { MESSAGES } from '../messages';

const cents = fc.integer({ min: 1, max: 10_000_000 });
const separator = fc.constantFrom('.', ',');

/** `cents` written the way a person may type it: "120", "120,5", "120.50". */
function written(amountCents: number, sep: string, decimals: 0 | 1 | 2): string {
  const whole = Math.floor(amountCents / 100);
  const fraction = String(amountCents % 100).padStart(2, '0');
  if (decimals === 0) return String(whole);
  return `${whole}${sep}${fraction.slice(0, decimals)}`;
}

describe('parseDecimalText (properties)', () => {
  it('reads back every amount, with either separator', () => {
    fc.assert(
      fc.property(cents, separator, (amount, sep) => {
        expect(parseDecimalText(written(amount, sep, 2))).toEqual({ ok: true, value: amount / 100 });
      }),
    );
  });

  it('agrees between a point and a comma, whatever the number of decimals', () => {
    fc.assert(
      fc.property(cents, fc.constantFrom<0 | 1 | 2>(0, 1, 2), (amount, decimals) => {
        expect(parseDecimalText(written(amount, ',', decimals))).toEqual(
          parseDecimalText(written(amount, '.', decimals)),
        );
      }),
    );
  });

  it('refuses a third decimal with its own message as a listing price', () => {
    fc.assert(
      fc.property(cents, separator, fc.integer({ min: 0, max: 9 }), (amount, sep, extra) => {
        expect(parsePrice(`${written(amount, sep, 2)}${extra}`)).toMatchObject({
          ok: false,
          message: MESSAGES.priceTooManyDecimals,
        });
      }),
    );
  });

  it('accepts as a listing price exactly the amounts from 0.01 to 100,000', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000_000 }), separator, (amount, sep) => {
        const result = parsePrice(written(amount, sep, 2));
        if (amount >= 1 && amount <= 10_000_000) expect(result).toEqual({ ok: true, value: amount / 100 });
        else expect(result).toMatchObject({ ok: false, message: MESSAGES.priceOutOfRange });
      }),
    );
  });
});
