import { negotiateEncoding } from './negotiate-encoding';

it('prefers brotli, then gzip, and honours q=0 refusals', () => {
  expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
  expect(negotiateEncoding('br;q=0.1, gzip;q=1')).toBe('br');
  expect(negotiateEncoding('gzip')).toBe('gzip');
  expect(negotiateEncoding('BR;q=0, GZIP')).toBe('gzip');
  expect(negotiateEncoding('br; q=0.0, gzip;q=0')).toBe('identity');
  expect(negotiateEncoding('deflate, identity')).toBe('identity');
  expect(negotiateEncoding('*')).toBe('identity');
  expect(negotiateEncoding('')).toBe('identity');
  expect(negotiateEncoding(undefined)).toBe('identity');
});
