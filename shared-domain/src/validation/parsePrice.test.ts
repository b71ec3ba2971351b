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

  it('refuses zero, negatives, more than 2 decimals and anything not a plain number', () => {
    for (const value of [
      '0',
      '0.00',
      '-5',
      '12.345',
      '1e3',
      '12,50',
      'abc',
      '€100',
      0,
      -1,
      1.234,
      Number.NaN,
      Infinity,
      true,
    ]) {
      expect(parsePrice(value)).toMatchObject({ ok: false, message: MESSAGES.priceInvalid });
    }
  });

  it('refuses absurd prices', () => {
    expect(parsePrice('100000.01')).toMatchObject({ message: MESSAGES.priceTooHigh });
    expect(parsePrice(100000)).toEqual({ ok: true, value: 100000 });
  });
});
