import * as constants from './constants';

describe('business constants (SPEC 9, PRODUCT)', () => {
  it('has the limits the spec states', () => {
    expect(constants.FEATURED_LISTINGS).toBe(8);
    expect(constants.MAX_IMAGES).toBe(10);
    expect(constants.MIN_IMAGES).toBe(1);
    expect(constants.MAX_IMAGE_BYTES).toBe(10 * 1024 * 1024);
    expect(constants.DATE_DISPLAY_FORMAT).toBe('MMM d, yyyy');
    expect(constants.DEFAULT_CURRENCY).toBe('EUR');
    expect(constants.RATES_MAX_AGE_MS).toBe(60 * 60 * 1000);
    expect(constants.PRICE_DECIMALS).toBe(2);
    expect(constants.MIN_GAP_NIGHTS).toBe(1);
    expect(constants.REVIEW_SUCCESS_MS).toBe(2000);
    expect(constants.DELETE_REVIEW_NOTICE_MS).toBe(3000);
    expect([constants.RATING_MIN, constants.RATING_MAX]).toEqual([1, 5]);
    expect(constants.RATING_DECIMALS).toBe(1);
    expect(constants.REMEMBER_ME_DAYS).toBe(30);
    expect(constants.REMEMBER_ME_MS).toBe(30 * 24 * 3600 * 1000);
  });

  it('lets every demo password through the sign-up length rules', () => {
    for (const password of ['Admin123!', 'Host123!', 'Renter123!']) {
      expect(password.length).toBeGreaterThanOrEqual(constants.MIN_PASSWORD_LENGTH);
      expect(password.length).toBeLessThanOrEqual(constants.MAX_PASSWORD_LENGTH);
    }
  });
});
