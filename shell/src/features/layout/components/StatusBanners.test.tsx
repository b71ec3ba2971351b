import { act, screen } from '@testing-library/react';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { renderShell } from '../../../testing/renderShell';

it('shows the offline banner while the browser is offline', async () => {
  const { shell } = renderShell({ user: null });
  await screen.findByRole('heading', { name: /app at/ });
  expect(screen.queryByText(MESSAGES.offlineBanner)).not.toBeInTheDocument();
  act(() => shell.network.setState({ online: false }));
  expect(screen.getByText(MESSAGES.offlineBanner)).toBeInTheDocument();
  act(() => shell.network.setState({ online: true }));
  expect(screen.queryByText(MESSAGES.offlineBanner)).not.toBeInTheDocument();
});

it('says "Unable to fetch latest user data" while /api/session cannot be reached, unless offline says it all', async () => {
  const { shell } = renderShell({ user: null });
  await screen.findByRole('heading', { name: /app at/ });
  expect(screen.queryByText(MESSAGES.userDataUnavailable)).not.toBeInTheDocument();
  act(() => shell.session.setState({ unavailable: true }));
  expect(screen.getByText(MESSAGES.userDataUnavailable)).toBeInTheDocument();
  act(() => shell.network.setState({ online: false }));
  expect(screen.queryByText(MESSAGES.userDataUnavailable)).not.toBeInTheDocument();
  expect(screen.getByText(MESSAGES.offlineBanner)).toBeInTheDocument();
  act(() => shell.network.setState({ online: true }));
  act(() => shell.session.setState({ unavailable: false }));
  expect(screen.queryByText(MESSAGES.userDataUnavailable)).not.toBeInTheDocument();
});
