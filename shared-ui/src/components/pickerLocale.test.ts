import { pickerLocale } from './pickerLocale';

describe('pickerLocale', () => {
  it('follows the region of the page language', () => {
    expect(pickerLocale('en-US').code).toBe('en-US');
    expect(pickerLocale('en-GB').code).toBe('en-GB');
    expect(pickerLocale('en-IE').code).toBe('en-GB');
  });

  it("takes a bare 'en' region from the browser language, US when it has none", () => {
    expect(pickerLocale('en', 'en-GB').code).toBe('en-GB');
    expect(pickerLocale('en', 'en-US').code).toBe('en-US');
    expect(pickerLocale('en', 'fr-FR').code).toBe('en-US');
    expect(pickerLocale('en').code).toBe('en-US');
  });

  it('starts weeks on Sunday in en-US and on Monday in en-GB', () => {
    expect(pickerLocale('en-US').options?.weekStartsOn).toBe(0);
    expect(pickerLocale('en-GB').options?.weekStartsOn).toBe(1);
  });
});
