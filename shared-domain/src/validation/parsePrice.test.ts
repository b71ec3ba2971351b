import { MESSAGES } from '../messages';
import { parsePrice } from './parsePrice';

describe('parsePrice', () => {
  it('parses decimal text and numbers', () => {
    expect(parsePrice('120.50')).toEqual({ ok: true, value: 120.5 });
    expect(parsePrice(' 95 ')).toEqual({ ok: true, value: 95 });
    expect(parsePrice('0.5')).toEqual({ ok: true, value: 0.5 });
    expect(parsePrice(89.99)).toEqual({ ok: true, value: 89.99 });
    expect(parsePrice(0.1 + 0.2)).toEqual({ ok: true, value: 0.3 });
  });

  it('requires a price', () => {
    for (const value of ['', '  ', null, undefined]) {
      expect(parsePrice(value)).toMatchObject({ message: MESSAGES.priceRequired, field: 'pricePerNight' });
    }
  });

  it('accepts a decimal comma ("120,50")', () => {
    expect(parsePrice('120,50')).toEqual({ ok: true, value: 120.5 });
    expect(parsePrice(' 99,9 ')).toEqual({ ok: true, value: 99.9 });
  });

  it('names the exact problem of a refused price', () => {
    for (const value of ['-5', '1e3', 'abc', '€100', '1.200,50', Number.NaN, Infinity, true]) {
      expect(parsePrice(value)).toMatchObject({ ok: false, message: MESSAGES.priceInvalid });
    }
    for (const value of ['12.345', '12,345', 1.234]) {
      expect(parsePrice(value)).toMatchObject({ ok: false, message: MESSAGES.priceTooManyDecimals });
    }
    for (const value of ['0', '0,00', 0, -1, '100000.01', 100000.01]) {
      expect(parsePrice(value)).toMatchObject({ ok: false, message: MESSAGES.priceOutOfRange });
    }
  });

  it('accepts up to the highest price', () => {
    expect(parsePrice(100000)).toEqual({ ok: true, value: 100000 });
    expect(parsePrice('100000,00')).toEqual({ ok: true, value: 100000 });
  });
});
