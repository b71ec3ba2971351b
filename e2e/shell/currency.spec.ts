import { FALLBACK_RATES, formatPrice } from '@shoreline/shared-domain/pricing';
import { expect, test } from '../fixtures/test';

const PRICE = /([€$£])([\d,]+\.\d{2})/;

test('switching the currency in the header re-renders prices inside a remote, without a reload', async ({
  page,
  captureScreen,
}) => {
  await page.goto('/');
  // The first featured listing card of the guest remote, with its price in the default currency (EUR).
  const card = page.getByRole('article').first();
  await expect(card).toContainText(PRICE);
  const text = (await card.textContent()) ?? '';
  const [, symbol, amount] = PRICE.exec(text) ?? [];
  expect(symbol).toBe('€');
  const eur = Number(amount?.replace(/,/g, ''));

  await page.evaluate(() => Object.assign(window, { __noReload: true }));
  const select = page.getByRole('banner').getByRole('combobox', { name: 'Currency' });
  // RATES_URL is empty in the test run, so the built-in rates of SPEC section 9 apply.
  await select.selectOption('USD');
  await expect(card).toContainText(formatPrice(eur, 'USD', FALLBACK_RATES));
  await select.selectOption('GBP');
  await expect(card).toContainText(formatPrice(eur, 'GBP', FALLBACK_RATES));
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  await captureScreen('currency-gbp');

  // The choice is remembered across visits.
  await page.reload();
  await expect(select).toHaveValue('GBP');
  await expect(page.getByRole('article').first()).toContainText('£');
});
