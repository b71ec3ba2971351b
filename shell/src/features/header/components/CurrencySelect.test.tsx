// Issue 22 item 11: "Using cached exchange rates" is part of the header, by the currency menu, not a
// pill floating over the page; its live region announces it once.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Rates } from '@shoreline/shared-domain/types';
import { renderShell } from '../../../testing/renderShell';

const fallbackRates: Rates = {
  base: 'EUR',
  rates: { EUR: 1, USD: 1.09, GBP: 0.86 },
  fetchedAt: new Date().toISOString(),
  source: 'fallback',
};

it('says "Using cached exchange rates" under the currency menu, in the header, announced once', async () => {
  const { shell } = renderShell({ user: null });
  await screen.findByRole('heading', { name: /app at/ });
  const header = within(screen.getByRole('banner'));
  const currency = header.getByRole('combobox', { name: 'Currency' });
  // The live region is there before the note, empty: what arrives in it is announced.
  const note = screen.getByRole('banner').querySelector<HTMLElement>('.ratesNote')!;
  // By the currency menu: in the same box.
  expect(note.closest('.currencyArea')).toContainElement(currency);
  expect(note).toHaveAttribute('aria-live', 'polite');
  expect(note).toBeEmptyDOMElement();

  act(() => shell.currency.setState({ ratesStatus: 'ready', rates: fallbackRates }));
  expect(note).toHaveTextContent(MESSAGES.usingCachedRates);
  // Nowhere else: no floating banner repeats it.
  expect(screen.getAllByText(MESSAGES.usingCachedRates)).toHaveLength(1);

  // Choosing another currency leaves the note as it is: no second announcement.
  const text = note.firstChild;
  await userEvent.selectOptions(currency, 'USD');
  expect(note.firstChild).toBe(text);
  expect(screen.getAllByText(MESSAGES.usingCachedRates)).toHaveLength(1);
});

it('says nothing while the rates are live', async () => {
  const { shell } = renderShell({ user: null });
  await screen.findByRole('heading', { name: /app at/ });
  act(() =>
    shell.currency.setState({ ratesStatus: 'ready', rates: { ...fallbackRates, source: 'live' } as Rates }),
  );
  expect(screen.queryByText(MESSAGES.usingCachedRates)).not.toBeInTheDocument();
});
