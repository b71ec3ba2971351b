import { parseDecimalText } from './parseDecimalText';

describe('parseDecimalText', () => {
  it('reads a decimal point and a decimal comma alike', () => {
    expect(parseDecimalText('120,50')).toEqual({ ok: true, value: 120.5 });
    expect(parseDecimalText('120.50')).toEqual({ ok: true, value: 120.5 });
    expect(parseDecimalText(' 95 ')).toEqual({ ok: true, value: 95 });
    expect(parseDecimalText('0,5')).toEqual({ ok: true, value: 0.5 });
  });

  it('names too many decimals apart from text that is no number', () => {
    expect(parseDecimalText('12,345')).toEqual({ ok: false, problem: 'too-many-decimals' });
    expect(parseDecimalText('1,200')).toEqual({ ok: false, problem: 'too-many-decimals' });
    for (const text of ['', 'abc', '-5', '1e3', '0x10', 'NaN', 'Infinity', '1.200,50', '12,', ',5', '€100']) {
      expect(parseDecimalText(text)).toEqual({ ok: false, problem: 'not-a-number' });
    }
  });
});
