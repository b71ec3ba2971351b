import { MESSAGES } from './messages';
import { checkSearchDates, checkSearchLocation, typedSearchDates } from './searchFormChecks';

const params = (query: string) => new URLSearchParams(query);

describe('search form checks', () => {
  it('takes a "Where" up to the API limit of 100 characters', () => {
    expect(checkSearchLocation(` ${'a'.repeat(100)} `)).toEqual({ ok: true, value: 'a'.repeat(100) });
    expect(checkSearchLocation('a'.repeat(101))).toMatchObject({ message: MESSAGES.searchLocationTooLong });
  });

  it('wants a check-out with a check-in, after it', () => {
    expect(checkSearchDates({ start: null, end: null })).toEqual({ ok: true, value: null });
    expect(checkSearchDates({ start: '2030-03-01', end: null })).toMatchObject({
      message: MESSAGES.searchCheckoutMissing,
      field: 'checkout',
    });
    expect(checkSearchDates({ start: '2030-03-04', end: '2030-03-01' })).toMatchObject({
      message: MESSAGES.checkOutBeforeCheckIn,
    });
    expect(checkSearchDates({ start: '2030-03-01', end: '2030-03-04' })).toEqual({
      ok: true,
      value: { checkin: '2030-03-01', checkout: '2030-03-04' },
    });
  });

  it('keeps the dates a URL carries and says why they were read as any dates', () => {
    expect(typedSearchDates(params('checkin=2030-03-01'))).toEqual({
      start: '2030-03-01',
      end: null,
      notice: MESSAGES.searchCheckoutMissingShown,
    });
    expect(typedSearchDates(params('checkin=2030-03-04&checkout=2030-03-01'))).toEqual({
      start: '2030-03-04',
      end: '2030-03-01',
      notice: MESSAGES.searchDatesReversedShown,
    });
    expect(typedSearchDates(params('checkin=2030-03-01&checkout=2030-03-04')).notice).toBeNull();
    expect(typedSearchDates(params('')).notice).toBeNull();
  });
});
