import { fail, succeed } from './result';

describe('result', () => {
  it('wraps a value', () => {
    expect(succeed(3)).toEqual({ ok: true, value: 3 });
  });

  it('describes a failure, invalid by default, with the field only when given', () => {
    expect(fail('Nope')).toEqual({ ok: false, message: 'Nope', code: 'invalid' });
    expect('field' in fail('Nope')).toBe(false);
    expect(fail('Nope', 'title')).toEqual({ ok: false, message: 'Nope', field: 'title', code: 'invalid' });
    expect(fail('Taken', undefined, 'conflict')).toEqual({ ok: false, message: 'Taken', code: 'conflict' });
  });
});
