import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Destination } from '@shoreline/shared-domain/types';
import { ApiRequestError } from '@shoreline/shared-ui/api/apiRequestError';
import { BIARRITZ, LISBON, SPLIT, pngFile } from '../../../test/destinations';
import { deferred, renderAdminPage } from '../../../test/renderAdminPage';
import { DestinationsPage } from './DestinationsPage';
import { photoAt } from '@shoreline/shared-ui/test/photoAt';
import { asPage } from '@shoreline/shared-ui/test/pageOf';

const LIST = 'GET /api/destinations';

/** The API's list, changed by the handlers of a test. */
function stored(first: Destination[]) {
  let current = first;
  return {
    get: () => current,
    set: (next: Destination[]) => {
      current = next;
    },
  };
}

const card = (name: string) => screen.getByRole('article', { name });
const listCalls = (calls: { path: string; method: string }[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/api/destinations').length;

describe('DestinationsPage', () => {
  it('shows a loading state, then each destination with its image, name and position', async () => {
    const answer = deferred<Destination[]>();
    renderAdminPage(<DestinationsPage />, { [LIST]: asPage(() => answer.promise) });
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Destinations' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading destinations' })).toBeInTheDocument();
    // Resolved inside act: React renders the answer before act returns, so what it shows is
    // there to read at once (a findBy's 1 s of polling ran out on a loaded machine).
    await act(async () => answer.resolve([LISBON, BIARRITZ]));

    expect(screen.getByRole('heading', { name: 'Destinations (2)' })).toBeInTheDocument();
    const lisbon = card('Lisbon');
    expect(lisbon.querySelector('img')).toHaveAttribute('src', '/uploads/destinations/d1.jpg');
    expect(lisbon.querySelector('img')).toHaveAttribute(
      'srcset',
      expect.stringContaining('/uploads/destinations/d1.w400.webp 400w'),
    );
    expect(lisbon.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(within(lisbon).getByText('Home page position 1')).toBeInTheDocument();
    expect(within(card('Biarritz')).getByText('Home page position 2')).toBeInTheDocument();
  });

  it('says "Failed to load destinations" and loads again on Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    let fail = true;
    renderAdminPage(<DestinationsPage />, {
      [LIST]: asPage(() => {
        if (fail) throw new ApiRequestError(0, MESSAGES.offline, 'Network Error');
        return [LISBON];
      }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.destinationsLoadFailed);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Lisbon' })).toBeInTheDocument();
  });

  it('shows the empty state, and the new destination once added', async () => {
    const user = userEvent.setup({ delay: null });
    const list = stored([]);
    const nazare = { id: 'd9', name: 'Nazaré', image: photoAt('/uploads/destinations/n.png'), order: 0 };
    const { api } = renderAdminPage(<DestinationsPage />, {
      [LIST]: asPage(list.get),
      'UPLOAD /api/uploads?folder=destinations': () => ({ urls: [nazare.image.url] }),
      'POST /api/admin/destinations': () => {
        list.set([nazare]);
        return nazare;
      },
    });
    expect(await screen.findByRole('heading', { name: MESSAGES.noDestinations })).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Add a destination' });
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Nazaré');
    await user.upload(within(form).getByLabelText(/^Image/), pngFile());
    await screen.findByRole('img', { name: 'Preview of harbour.png' });
    await user.click(within(form).getByRole('button', { name: 'Add Destination' }));

    expect(await screen.findByText('Nazaré was added.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Destinations (1)' })).toBeInTheDocument();
    expect(card('Nazaré')).toBeInTheDocument();
    await waitFor(() => expect(listCalls(api.calls)).toBe(2));
  });

  it('edits one destination at a time, then returns focus to its Edit button', async () => {
    const user = userEvent.setup({ delay: null });
    const list = stored([LISBON, BIARRITZ, SPLIT]);
    renderAdminPage(<DestinationsPage />, {
      [LIST]: asPage(list.get),
      'PUT /api/admin/destinations/d2': (body) => {
        const renamed = { ...BIARRITZ, ...(body as { name: string }) };
        list.set([LISBON, renamed, SPLIT]);
        return renamed;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Lisbon' }));
    expect(screen.getByRole('form', { name: 'Edit Lisbon' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Biarritz' }));
    expect(screen.queryByRole('form', { name: 'Edit Lisbon' })).not.toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Edit Biarritz' });

    const name = within(form).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Biarritz & Anglet');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Biarritz & Anglet was saved.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Biarritz & Anglet' })).toHaveFocus();
    expect(within(card('Biarritz & Anglet')).getByText('Home page position 2')).toBeInTheDocument();
  });

  it('cancelling an edit keeps the destination and returns focus to Edit', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdminPage(<DestinationsPage />, { [LIST]: asPage(() => [LISBON]) });
    await user.click(await screen.findByRole('button', { name: 'Edit Lisbon' }));
    const form = screen.getByRole('form', { name: 'Edit Lisbon' });
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), ' x');
    await user.keyboard('{Escape}');
    expect(card('Lisbon')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Lisbon' })).toHaveFocus();
  });

  it('deletes a destination after the confirmation and refreshes the list', async () => {
    const user = userEvent.setup({ delay: null });
    const list = stored([LISBON, BIARRITZ]);
    const { api } = renderAdminPage(<DestinationsPage />, {
      [LIST]: asPage(list.get),
      'DELETE /api/admin/destinations/d1': () => {
        list.set([{ ...BIARRITZ, order: 0 }]);
        return undefined;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Lisbon' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete destination' });
    expect(within(dialog).getByText(MESSAGES.confirmDeleteDestination)).toBeInTheDocument();
    // Danger: first focus on the safe choice.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Lisbon was deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Lisbon' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Destinations (1)' })).toHaveFocus();
    await waitFor(() =>
      expect(within(card('Biarritz')).getByText('Home page position 1')).toBeInTheDocument(),
    );
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('keeps the destination when the confirmation is cancelled', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderAdminPage(<DestinationsPage />, { [LIST]: asPage(() => [LISBON]) });
    await user.click(await screen.findByRole('button', { name: 'Delete Lisbon' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card('Lisbon')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
  });

  it('says "Failed to delete destination" inside the dialog when deleting fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    renderAdminPage(<DestinationsPage />, {
      [LIST]: asPage(() => [LISBON]),
      'DELETE /api/admin/destinations/d1': () => {
        throw new ApiRequestError(503, 'Service Unavailable', 'Service Unavailable');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Lisbon' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.deleteDestinationFailed);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(card('Lisbon')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Lisbon' }));
    expect(within(screen.getByRole('dialog')).queryByRole('alert')).not.toBeInTheDocument();
  });
});
