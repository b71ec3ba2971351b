import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createTableApi } from '../api/createTableApi';
import { createShellApi } from './createShellApi';
import { ShellLink } from './ShellLink';
import { ShellProvider } from './ShellProvider';

it('asks the shell to preload the app behind the link on hover and focus, and still navigates', () => {
  const preloaded: string[] = [];
  const shell = createShellApi({
    api: createTableApi({}),
    storage: null,
    preloadRoute: (path) => preloaded.push(path),
  });
  render(
    <ShellProvider shell={shell}>
      <MemoryRouter>
        <ShellLink href="/listings/manage?tab=all">My Listings</ShellLink>
      </MemoryRouter>
    </ShellProvider>,
  );
  const link = screen.getByRole('link', { name: 'My Listings' });
  fireEvent.mouseEnter(link);
  fireEvent.focus(link);
  expect(preloaded).toEqual(['/listings/manage?tab=all', '/listings/manage?tab=all']);
  expect(link).toHaveAttribute('href', '/listings/manage?tab=all');
});
