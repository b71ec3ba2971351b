// Issue 24 item 6: favourites. A visitor's heart sends them to sign in and the save completes after;
// the listing page has the heart too; /favourites lists the saved stays, newest first, says for
// chosen dates which are free, and a heart pressed again removes one. At 360 and 1280 px, axe clean.
import { addDays, todayIso } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { expectNoSeriousViolations, expectNoSidewaysScroll } from '../fixtures/a11y';
import { ACCOUNTS } from '../fixtures/accounts';
import { signInThroughForm } from '../fixtures/auth';
import { findListing } from '../fixtures/listings';
import { expect, test } from '../fixtures/test';
import { createAccount } from './guestHelpers';

const today = todayIso();
// Ana's approved stay at the Brighton flat takes today+30 .. today+35 (api/src/seed).
const checkin = addDays(today, 31);
const checkout = addDays(today, 33);

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a visitor saves through sign-in, then lists, checks dates and removes favourites', async ({
      page,
      playwright,
      baseURL,
    }) => {
      const api = await playwright.request.newContext({ baseURL });
      const account = await createAccount(api, `favourites-${viewport.width}`);
      await api.dispose();
      const tulum = await findListing(page.request, 'tulum');
      const brighton = await findListing(page.request, 'brighton');
      const card = (title: string) => page.getByRole('article').filter({ hasText: title });

      // A visitor's heart on a search card: sign in first, then it is saved.
      await page.goto('/search?location=Tulum');
      await card(tulum.title)
        .getByRole('button', { name: `Save ${tulum.title}` })
        .click();
      await expect(page).toHaveURL(/\/signin\?next=/);
      await signInThroughForm(page, account);
      await expect(page).toHaveURL(/\/search\?location=Tulum$/);
      await expect(
        card(tulum.title).getByRole('button', { name: `Remove ${tulum.title} from favourites` }),
      ).toHaveAttribute('aria-pressed', 'true');
      await expectNoSeriousViolations(page, `search with a saved heart at ${viewport.width}`);

      // The listing page's heart.
      await page.goto(`/listings/${brighton.id}`);
      const heart = page.getByRole('button', { name: `Save ${brighton.title}` });
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await heart.click();
      await expect(
        page.getByRole('button', { name: `Remove ${brighton.title} from favourites` }),
      ).toHaveAttribute('aria-pressed', 'true');

      // The list, newest saved first.
      await page.goto('/favourites');
      await expect(page.getByRole('heading', { level: 1, name: MESSAGES.favouritesTitle })).toBeVisible();
      const list = page.getByRole('list', { name: MESSAGES.favouritesTitle });
      await expect(list.getByRole('article')).toHaveCount(2);
      await expect(list.getByRole('heading', { level: 2 })).toHaveText([brighton.title, tulum.title]);
      await expect(page.getByText(MESSAGES.favouritesDatesHint)).toBeVisible();
      await expectNoSeriousViolations(page, `favourites at ${viewport.width}`);
      await expectNoSidewaysScroll(page, `favourites at ${viewport.width}`);

      // Chosen dates: which saved stays are free then.
      await page.goto(`/favourites?checkin=${checkin}&checkout=${checkout}`);
      await expect(card(brighton.title).getByText(MESSAGES.favouriteNotAvailable)).toBeVisible();
      await expect(card(tulum.title).getByText(MESSAGES.favouriteAvailable)).toBeVisible();
      await expectNoSeriousViolations(page, `favourites with dates at ${viewport.width}`);
      await expectNoSidewaysScroll(page, `favourites with dates at ${viewport.width}`);

      // Removing one: the heart empties at once, and the list no longer has it.
      await card(tulum.title)
        .getByRole('button', { name: `Remove ${tulum.title} from favourites` })
        .click();
      await expect(card(tulum.title).getByRole('button', { name: `Save ${tulum.title}` })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      await page.reload();
      await expect(list.getByRole('article')).toHaveCount(1);
      await expect(card(brighton.title)).toBeVisible();

      // The last one removed: the empty state leads to the search.
      await card(brighton.title)
        .getByRole('button', { name: `Remove ${brighton.title} from favourites` })
        .click();
      await page.reload();
      await expect(page.getByRole('heading', { name: MESSAGES.favouritesEmpty })).toBeVisible();
      await expect(page.getByRole('link', { name: MESSAGES.favouritesFindStays })).toHaveAttribute(
        'href',
        '/search',
      );
      await expectNoSeriousViolations(page, `no favourites at ${viewport.width}`);
    });
  });
}

test('the demo renters have favourites, and a signed-out visit to /favourites asks to sign in', async ({
  page,
}) => {
  await page.goto('/favourites');
  await expect(page).toHaveURL(/\/signin/);
  await signInThroughForm(page, ACCOUNTS.ben);
  await expect(page).toHaveURL(/\/favourites$/);
  await expect(
    page.getByRole('list', { name: MESSAGES.favouritesTitle }).getByRole('article'),
  ).not.toHaveCount(0);
});
