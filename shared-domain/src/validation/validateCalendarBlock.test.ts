import { MESSAGES } from '../messages';
import { validateCalendarBlock } from './validateCalendarBlock';

const window = { availableFrom: '2030-01-01', availableTo: '2030-12-31' };
const today = '2030-03-01';

describe('validateCalendarBlock', () => {
  it('accepts a range inside the window from today on, with a trimmed note or none', () => {
    expect(
      validateCalendarBlock(
        { startDate: '2030-03-01', endDate: '2030-03-02', note: '  Painting ' },
        window,
        today,
      ),
    ).toEqual({
      ok: true,
      value: { startDate: '2030-03-01', endDate: '2030-03-02', note: 'Painting' },
    });
    expect(
      validateCalendarBlock({ startDate: '2030-12-30', endDate: '2030-12-31', note: '' }, window, today),
    ).toMatchObject({
      ok: true,
      value: { note: null },
    });
  });

  it.each([
    [{ startDate: '', endDate: '2030-03-02' }, MESSAGES.blockStartRequired],
    [{ startDate: '2030-03-02' }, MESSAGES.blockEndRequired],
    [{ startDate: '2030-02-30', endDate: '2030-03-02' }, MESSAGES.dateInvalid],
    [{ startDate: '2030-03-02', endDate: '2030-03-02' }, MESSAGES.blockRangeInvalid],
    [{ startDate: '2030-03-05', endDate: '2030-03-02' }, MESSAGES.blockRangeInvalid],
    [{ startDate: '2030-02-28', endDate: '2030-03-02' }, MESSAGES.blockInPast],
    [{ startDate: '2030-12-30', endDate: '2031-01-01' }, MESSAGES.blockOutsideWindow],
    [{ startDate: '2030-03-02', endDate: '2030-03-03', note: 'x'.repeat(501) }, MESSAGES.blockNoteTooLong],
  ])('refuses %j', (input, message) => {
    expect(validateCalendarBlock(input, window, today)).toMatchObject({
      ok: false,
      code: 'invalid',
      message,
    });
  });

  it('refuses a window that starts after today only before the window', () => {
    expect(
      validateCalendarBlock({ startDate: '2029-12-31', endDate: '2030-01-02' }, window, '2029-06-01'),
    ).toMatchObject({
      ok: false,
      message: MESSAGES.blockOutsideWindow,
    });
  });
});
