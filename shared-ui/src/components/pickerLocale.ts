// The calendar's default locale (week start, month and day names) from the page's language: only
// the two English locales the product is written in are bundled, in the lazily loaded calendar.
import type { Locale } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { enUS } from 'date-fns/locale/en-US';

/**
 * en-US (weeks from Sunday) for `en-US` or a bare `en` with no British-style browser language,
 * en-GB (weeks from Monday) for any other English region, e.g. `en-GB`, `en-IE`, `en-AU`.
 */
export function pickerLocale(documentLang: string, browserLanguage = ''): Locale {
  const [language = '', region] = documentLang.toLowerCase().split('-');
  const [browserLang = '', browserRegion] = browserLanguage.toLowerCase().split('-');
  const effectiveRegion = region ?? (browserLang === language ? browserRegion : undefined);
  return effectiveRegion && effectiveRegion !== 'us' ? enGB : enUS;
}
