import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createTableApi } from '@shoreline/shared-ui/api/createTableApi';
import { createShellApi } from '@shoreline/shared-ui/shell/createShellApi';
import App from './App';
import { asPage } from '@shoreline/shared-ui/test/pageOf';

const EMPTY_LISTS = {
  'GET /api/admin/host-requests?status=pending': asPage(() => []),
  'GET /api/destinations': asPage(() => []),
  'GET /api/admin/reviews?status=pending': asPage(() => []),
  'GET /api/admin/conversation-reports': asPage(() => []),
};

describe('the admin remote', () => {
  it.each([
    ['/admin/host-requests', 'Host Requests', 'Pending Requests (0)'],
    ['/admin/destinations', 'Manage Destinations', 'Destinations (0)'],
    ['/admin/reviews', 'Review Requests', 'Pending Reviews (0)'],
    ['/admin/conversation-reports', 'Reported conversations', 'Open reports (0)'],
  ])('renders %s as "%s" with its list', async (path, heading, list) => {
    const shell = createShellApi({ api: createTableApi(EMPTY_LISTS), storage: null });
    render(
      <MemoryRouter initialEntries={[path]}>
        <App shell={shell} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: list })).toBeInTheDocument();
  });

  it('renders nothing for the paths of other slices', () => {
    const shell = createShellApi({ api: createTableApi({}), storage: null });
    const { container } = render(
      <MemoryRouter initialEntries={['/listings/manage']}>
        <App shell={shell} />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
