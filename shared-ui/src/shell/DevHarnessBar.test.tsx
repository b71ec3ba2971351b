import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { User } from '@shoreline/shared-domain/types';
import { ApiRequestError } from '../api/apiRequestError';
import { createTableApi } from '../api/createTableApi';
import { createShellApi } from './createShellApi';
import { DevHarnessBar } from './DevHarnessBar';

const marina: User = {
  id: 'u2',
  name: 'Marina Costa',
  email: 'marina@shoreline.test',
  roles: ['renter', 'host'],
  createdAt: '2026-01-01T00:00:00.000Z',
};

function renderBar() {
  const api = createTableApi({
    'POST /api/auth/signin': (body) => {
      if ((body as { password: string }).password !== 'Host123!') {
        throw new ApiRequestError(401, MESSAGES.signInFailed, 'Unauthorized');
      }
      return { user: marina };
    },
    'POST /api/auth/signout': () => undefined,
  });
  const shell = createShellApi({ api, storage: null });
  render(
    <MemoryRouter>
      <DevHarnessBar remote="host" shell={shell} />
    </MemoryRouter>,
  );
  return shell;
}

describe('DevHarnessBar (a remote running alone)', () => {
  it("links to the slice's own routes", () => {
    renderBar();
    const bar = within(screen.getByRole('navigation', { name: 'Standalone harness' }));
    expect(bar.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/listings/new',
      '/listings/manage',
      '/bookings/manage',
      '/host/messages',
    ]);
  });

  it('signs in against the real API contract and out again', async () => {
    // No delay between keys: each one otherwise waits for a timer, which a loaded machine delays.
    const user = userEvent.setup({ delay: null });
    const shell = renderBar();
    await user.type(screen.getByLabelText('Email'), 'marina@shoreline.test');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.signInFailed);

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Host123!');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByText(/Marina Costa \(marina@shoreline.test, renter, host\)/),
    ).toBeInTheDocument();
    expect(shell.session.getState().user).toEqual(marina);

    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('switches the currency of the contract', async () => {
    const shell = renderBar();
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'GBP');
    expect(shell.currency.getState().code).toBe('GBP');
  });
});
