// What the shell's server rendered a page with (issue 21), written into the page as a JSON block and
// read by the browser before its first render: the same session, currency, rates, date and API
// answers give the same markup, so hydration matches and nothing the HTML shows is fetched twice.
import type { RenderedAnswer, RenderedPage } from '@shoreline/shared-ui/contract';
import type { InitialShellState } from '@shoreline/shared-ui/shell/createShellApi';
import {
  CURRENCY_CODES,
  type CurrencyCode,
  type IsoDate,
  type Rates,
  type User,
} from '@shoreline/shared-domain/types';

import { PAGE_STATE_ID } from './pageStateId';

export { PAGE_STATE_ID };

export interface PageState {
  version: 1;
  /** The path and query the server rendered. */
  href: string;
  /** "Today" on the server's clock when it rendered. */
  today: IsoDate;
  /** The session as the server read it; null when it could not in time (the browser asks). */
  session: { user: User | null } | null;
  currency: CurrencyCode;
  /** The rates the prices were rendered with; null when the API did not answer in time. */
  rates: Rates | null;
  /** The page's GET answers that arrived within the server's time budget, by API path. */
  answers: Record<string, RenderedAnswer>;
}

/** The RenderedPage of the contract over a state, with `leave` for the first navigation away. */
export interface RenderedPageOf extends RenderedPage {
  leave: () => void;
}

export function renderedPageOf(state: PageState): RenderedPageOf {
  let current = true;
  return {
    today: () => (current ? state.today : undefined),
    answer: (path) => (current ? state.answers[path] : undefined),
    leave: () => {
      current = false;
    },
  };
}

/** The ShellApi's starting state for a page rendered with `state` (server and browser alike). */
export function initialShellState(state: PageState, rendered: RenderedPage): InitialShellState {
  return {
    ...(state.session ? { user: state.session.user } : {}),
    currency: state.currency,
    ...(state.rates ? { rates: state.rates } : {}),
    rendered,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A state read back from the page, or null when it is missing or not one this shell wrote. */
export function parsePageState(value: unknown): PageState | null {
  if (!isRecord(value) || value.version !== 1) return null;
  const { href, today, session, currency, rates, answers } = value;
  if (typeof href !== 'string' || typeof today !== 'string' || !isRecord(answers)) return null;
  if (!(CURRENCY_CODES as readonly unknown[]).includes(currency)) return null;
  if (session !== null && !(isRecord(session) && 'user' in session)) return null;
  if (rates !== null && !isRecord(rates)) return null;
  return value as unknown as PageState;
}

/** JSON for inside a <script> block: "</script" or "<!--" in a value cannot end it. */
export function pageStateJson(state: PageState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}
