// The listing page is server-rendered (issue 21): "Contact host" renders there without the browser
// and without asking the API, and the browser hydrates that markup as it is; the lookup of an
// existing conversation comes after, for a signed-in renter only.
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { User } from '@shoreline/shared-domain/types';
import { createApiClient } from '@shoreline/shared-ui/api/createApiClient';
import { paths } from '@shoreline/shared-ui/routes';
import { RemoteRoot } from '@shoreline/shared-ui/shell/RemoteRoot';
import { createShellApi } from '@shoreline/shared-ui/shell/createShellApi';
import { createFakeFetch } from '../../../test/fakeFetch';
import { ANA } from '../../../test/renderWithShell';
import { ContactHost } from './ContactHost';

const LISTING = { id: 'listing-1', hostId: 'host-1' };

/** The tree as the shell renders it, on a server or in the browser, for `user` (as the server read it). */
function page(user: User | null) {
  const server = createFakeFetch({
    'GET /api/conversations/lookup?listingId=listing-1': { body: { id: 'c7' } },
  });
  const shell = createShellApi({
    api: createApiClient({ fetch: server.fetch }),
    storage: null,
    online: true,
    initial: { user },
  });
  const element = (
    <MemoryRouter initialEntries={['/listings/listing-1']}>
      <RemoteRoot shell={shell}>
        <ContactHost listing={LISTING} />
      </RemoteRoot>
    </MemoryRouter>
  );
  return { element, server };
}

describe('Contact host, server-rendered', () => {
  it.each([
    ['a visitor', null],
    ['a signed-in renter', ANA],
  ])('renders the button for %s without asking the API', (_who, user) => {
    const { element, server } = page(user);
    const html = renderToString(element);
    expect(html).toContain(`>${MESSAGES.contactHost}</button>`);
    expect(server.calls).toEqual([]);
  });

  it("renders nothing for the listing's host", () => {
    const { element } = page({ ...ANA, id: 'host-1', roles: ['renter', 'host'] });
    expect(renderToString(element)).not.toContain(MESSAGES.contactHost);
  });

  it('hydrates without a mismatch, then links to the existing conversation', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(ANA).element);
    document.body.append(container);
    const reported = jest.spyOn(console, 'error');
    const browser = page(ANA);
    await act(async () => {
      hydrateRoot(container, browser.element, {
        onRecoverableError: (error) => console.error(error),
      });
    });
    expect(reported).not.toHaveBeenCalled();
    expect(await screen.findByRole('link', { name: MESSAGES.openConversation })).toHaveAttribute(
      'href',
      paths.messageThread('c7'),
    );
    expect(browser.server.calls.map((call) => call.url)).toEqual([
      '/api/conversations/lookup?listingId=listing-1',
    ]);
    container.remove();
  });
});
