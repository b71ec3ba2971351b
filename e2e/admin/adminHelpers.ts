// Helpers of the admin browser tests: other people's accounts driven through the API (each in its own
// request context, so the page stays signed in as the admin), and a small PNG.
import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import type { HostRequest, Review } from '@shoreline/shared-domain/types';
import type { Account } from '../fixtures/accounts';
import { uniqueEmail } from '../fixtures/auth';
import { SHELL_URL } from '../fixtures/ports';

type Playwright = PlaywrightWorkerArgs['playwright'];

export const PASSWORD = 'Sunny-Coast-2026';

/** A 4x4 PNG: real image bytes, which the API checks (PRODUCT 6). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWMQyVsARwzEcQDOwxIh8wq2owAAAABJRU5ErkJggg==',
  'base64',
);

/** Something unique to this run and worker, for names and comments other tests never use. */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${process.pid.toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}

/** Runs `work` with a request context signed in as `account` (its own cookie jar). */
export async function asAccount<T>(
  playwright: Playwright,
  account: Pick<Account, 'email' | 'password'>,
  work: (api: APIRequestContext) => Promise<T>,
): Promise<T> {
  const api = await playwright.request.newContext({ baseURL: SHELL_URL });
  try {
    const signedIn = await api.post('/api/auth/signin', {
      data: { email: account.email, password: account.password },
    });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    return await work(api);
  } finally {
    await api.dispose();
  }
}

/** A brand-new renter who asks to become a host; nobody else knows this account. */
export async function newHostApplicant(
  playwright: Playwright,
  name: string,
  reason: string,
): Promise<Account> {
  const account = { name, email: uniqueEmail('applicant'), password: PASSWORD };
  const api = await playwright.request.newContext({ baseURL: SHELL_URL });
  try {
    const signedUp = await api.post('/api/auth/signup', { data: account });
    expect(signedUp.status(), await signedUp.text()).toBe(201);
    const requested = await api.post('/api/host-requests', { data: { reason } });
    expect(requested.status(), await requested.text()).toBe(201);
  } finally {
    await api.dispose();
  }
  return account;
}

/** The applicant's own view of their latest host request. */
export function myHostRequest(playwright: Playwright, account: Account): Promise<HostRequest> {
  return asAccount(playwright, account, async (api) => {
    const response = await api.get('/api/host-requests/mine');
    expect(response.status()).toBe(200);
    return (await response.json()) as HostRequest;
  });
}

/**
 * Puts one of `account`'s reviews (the one `pick` chooses) into moderation with `comment`: an edit
 * sends a review back to pending (SPEC 4), and the comment tells this test's review from any other.
 */
export function reviewAwaitingModeration(
  playwright: Playwright,
  account: Account,
  pick: (reviews: Review[], api: APIRequestContext) => Promise<Review | undefined>,
  comment: string,
): Promise<Review> {
  return asAccount(playwright, account, async (api) => {
    const mine = await api.get('/api/reviews/mine?limit=100');
    expect(mine.status()).toBe(200);
    const review = await pick(((await mine.json()) as { items: Review[] }).items, api);
    if (!review) throw new Error(`${account.name} has no review to moderate (api/src/seed)`);
    const edited = await api.put(`/api/reviews/${review.id}`, { data: { rating: review.rating, comment } });
    expect(edited.status(), await edited.text()).toBe(200);
    const pending = (await edited.json()) as Review;
    expect(pending.status).toBe('pending');
    return pending;
  });
}

/** The reviewer's own reviews, as the reviewer sees them (status and rejection reason included). */
export function reviewsOf(playwright: Playwright, account: Account): Promise<Review[]> {
  return asAccount(
    playwright,
    account,
    async (api) =>
      ((await (await api.get('/api/reviews/mine?limit=100')).json()) as { items: Review[] }).items,
  );
}
