// Issue 22 item 6: what the search cannot use is said in the form, never dropped in silence.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_SEARCH_LOCATION_LENGTH } from '@shoreline/shared-domain/constants';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { renderWithShell } from '../test/renderWithShell';
import { SearchForm } from './SearchForm';

const location = () => screen.getByTestId('location');

describe('SearchForm', () => {
  it("stops 'Where' at the API's limit and says so there", async () => {
    const user = userEvent.setup();
    renderWithShell(<SearchForm />, { path: '/', url: '/' });
    const where = screen.getByRole('textbox', { name: 'Where' });
    expect(where).toHaveAttribute('maxlength', String(MAX_SEARCH_LOCATION_LENGTH));
    expect(MAX_SEARCH_LOCATION_LENGTH).toBe(100);
    await user.click(where);
    await user.paste('x'.repeat(99));
    expect(where).not.toHaveAccessibleDescription(MESSAGES.searchLocationTooLong);
    await user.type(where, 'yz');
    expect(where).toHaveValue(`${'x'.repeat(99)}y`);
    expect(where).toHaveAccessibleDescription(MESSAGES.searchLocationTooLong);
  });

  it('refuses a longer "Where" from a link with the message, focusing it, instead of a failed search', async () => {
    const user = userEvent.setup();
    renderWithShell(<SearchForm initialLocation={'z'.repeat(120)} />, { path: '/', url: '/' });
    const where = screen.getByRole('textbox', { name: 'Where' });
    expect(where).toHaveAccessibleDescription(MESSAGES.searchLocationTooLong);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(where).toHaveFocus();
    expect(location()).toHaveTextContent(/^\/$/);
  });

  it('says a check-in needs a check-out under Check-out, keeps the check-in and does not search', async () => {
    const user = userEvent.setup();
    renderWithShell(<SearchForm initialLocation="Porto" initialCheckin="2030-03-01" />, {
      path: '/',
      url: '/',
    });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const checkout = screen.getByRole('combobox', { name: /^Check-out/ });
    expect(checkout).toHaveAccessibleDescription(MESSAGES.searchCheckoutMissing);
    expect(checkout).toHaveFocus();
    expect(screen.getByRole('combobox', { name: /^Check-in/ })).toHaveValue('Mar 1, 2030');
    expect(location()).toHaveTextContent(/^\/$/);
  });

  it('searches any dates when none are chosen', async () => {
    const user = userEvent.setup();
    renderWithShell(<SearchForm initialLocation="Porto" />, { path: '/', url: '/' });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toHaveTextContent('/search?location=Porto');
  });

  it('keeps the price, order and facts filters of the current search for a new place (issue 24)', async () => {
    const user = userEvent.setup();
    const current = new URLSearchParams(
      'location=Porto&maxPrice=90&currency=EUR&sort=price-asc&guests=4&type=villa&minBedrooms=2&amenities=wifi%2Cpool',
    );
    renderWithShell(<SearchForm initialLocation="Porto" keepFilters={current} />, { path: '/', url: '/' });
    const where = screen.getByRole('textbox', { name: 'Where' });
    await user.clear(where);
    await user.type(where, 'Lisbon');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toHaveTextContent(
      '/search?location=Lisbon&maxPrice=90&currency=EUR&sort=price-asc&guests=4&type=villa&minBedrooms=2&amenities=wifi%2Cpool',
    );
  });
});
