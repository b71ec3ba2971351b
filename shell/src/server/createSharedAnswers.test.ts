/** @jest-environment node */
// The rates shared by the pages rendered within a few seconds: one request for the pages rendered
// side by side and for those that follow shortly, a new one once the kept answer is `maxAgeMs` old,
// and never a failed answer kept.
import { createSharedAnswers } from './createSharedAnswers';

function setup() {
  let clock = 0;
  const shared = createSharedAnswers({ maxAgeMs: 5_000, now: () => clock });
  const asked: string[] = [];
  const answer =
    (value: string, settle = Promise.resolve()) =>
    async () => {
      asked.push(value);
      await settle;
      return value;
    };
  return { shared, asked, answer, advance: (ms: number) => (clock += ms) };
}

const kept = (value: string) => value !== 'failed';

describe('createSharedAnswers', () => {
  it('asks once for the pages rendered side by side and those a moment later, again when it is old', async () => {
    const { shared, asked, answer, advance } = setup();
    let release = () => undefined as void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const first = shared.get('/api/rates', answer('one', slow), kept);
    const second = shared.get('/api/rates', answer('two'), kept);
    release();
    await expect(Promise.all([first, second])).resolves.toEqual(['one', 'one']);

    advance(4_999);
    await expect(shared.get('/api/rates', answer('three'), kept)).resolves.toBe('one');
    advance(1);
    await expect(shared.get('/api/rates', answer('four'), kept)).resolves.toBe('four');
    expect(asked).toEqual(['one', 'four']);
  });

  it('keeps no failed answer and no rejection: the next page asks again', async () => {
    const { shared, asked, answer } = setup();
    await expect(shared.get('/api/rates', answer('failed'), kept)).resolves.toBe('failed');
    await expect(shared.get('/api/rates', () => Promise.reject(new Error('refused')), kept)).rejects.toThrow(
      'refused',
    );
    await expect(shared.get('/api/rates', answer('fine'), kept)).resolves.toBe('fine');
    expect(asked).toEqual(['failed', 'fine']);
  });
});
