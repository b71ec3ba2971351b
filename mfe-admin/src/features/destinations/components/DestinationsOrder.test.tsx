import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Destination } from '@shoreline/shared-domain/types';
import { apiFailure } from '@shoreline/shared-ui/api/createTableApi';
import { BIARRITZ, LISBON, SPLIT } from '../../../test/destinations';
import { renderAdminPage } from '../../../test/renderAdminPage';
import { DestinationsPage } from './DestinationsPage';
import { asPage, pageOf } from '@shoreline/shared-ui/test/pageOf';

// Issue 22 item 12: the home page's order is changed here, one place at a time, by keyboard too.
// Generous waits: the test runs of this machine share two cores with many others.
jest.setTimeout(60_000);
const WAIT = { timeout: 15_000 };
const names = () => screen.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby'));
const shownOrder = () => names().map((id) => document.getElementById(id ?? '')?.textContent ?? '');

/** The API: POST .../move swaps the destination with its neighbour and answers the list (one page). */
function movableList(first: Destination[]) {
  let list = first;
  const handler = (id: string) => (body: unknown) => {
    const { direction } = body as { direction: 'up' | 'down' };
    const from = list.findIndex((item) => item.id === id);
    const to = direction === 'up' ? from - 1 : from + 1;
    const next = [...list];
    [next[from], next[to]] = [next[to]!, next[from]!];
    list = next.map((item, order) => ({ ...item, order }));
    return pageOf(list);
  };
  return {
    'GET /api/destinations': asPage(() => list),
    'POST /api/admin/destinations/d1/move': handler('d1'),
    'POST /api/admin/destinations/d2/move': handler('d2'),
    'POST /api/admin/destinations/d3/move': handler('d3'),
  };
}

describe('DestinationsPage order', () => {
  it('moves a destination with the keyboard, keeps focus on its button and says where it went', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderAdminPage(<DestinationsPage />, movableList([LISBON, BIARRITZ, SPLIT]));
    const moveSplitUp = await screen.findByRole('button', { name: 'Move up Split' }, WAIT);
    expect(shownOrder()).toEqual(['Lisbon', 'Biarritz', 'Split']);

    moveSplitUp.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Split moved up to position 2 of 3.', {}, WAIT)).toHaveAttribute(
      'role',
      'status',
    );
    expect(shownOrder()).toEqual(['Lisbon', 'Split', 'Biarritz']);
    expect(
      within(screen.getByRole('article', { name: 'Split' })).getByText('Home page position 2'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Move up Split' })).toHaveFocus();

    // Up again: now first, its Move up stays focused but does nothing more.
    await user.keyboard(' ');
    expect(await screen.findByText('Split moved up to position 1 of 3.', {}, WAIT)).toBeInTheDocument();
    expect(shownOrder()).toEqual(['Split', 'Lisbon', 'Biarritz']);
    const moveUp = screen.getByRole('button', { name: 'Move up Split' });
    expect(moveUp).toHaveFocus();
    expect(moveUp).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(2);

    // Down with Tab then Enter from the same card.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Move down Split' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Split moved down to position 2 of 3.', {}, WAIT)).toBeInTheDocument();
    expect(shownOrder()).toEqual(['Lisbon', 'Split', 'Biarritz']);
    expect(screen.getByRole('button', { name: 'Move down Split' })).toHaveFocus();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { direction: 'up' },
      { direction: 'up' },
      { direction: 'down' },
    ]);
  });

  it('offers no move past either end', async () => {
    renderAdminPage(<DestinationsPage />, movableList([LISBON, BIARRITZ]));
    expect(await screen.findByRole('button', { name: 'Move up Lisbon' }, WAIT)).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Move down Lisbon' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: 'Move down Biarritz' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('shows a refused move on its card and reloads the list that changed meanwhile', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    let list = [LISBON, BIARRITZ];
    renderAdminPage(<DestinationsPage />, {
      'GET /api/destinations': asPage(() => list),
      'POST /api/admin/destinations/d2/move': () => {
        // Another admin moved it first.
        list = [
          { ...BIARRITZ, order: 0 },
          { ...LISBON, order: 1 },
        ];
        throw apiFailure(409, MESSAGES.destinationAlreadyFirst);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Move up Biarritz' }, WAIT));
    expect(
      await within(screen.getByRole('article', { name: 'Biarritz' })).findByRole('alert', {}, WAIT),
    ).toHaveTextContent(MESSAGES.destinationAlreadyFirst);
    await waitFor(() => expect(shownOrder()).toEqual(['Biarritz', 'Lisbon']), WAIT);
  });
});
