import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { ApiRequestError } from '@shoreline/shared-ui/api/apiRequestError';
import { LISBON, pngFile } from '../../../test/destinations';
import { renderAdminPage } from '../../../test/renderAdminPage';
import { EditDestinationForm } from './EditDestinationForm';
import { photoAt } from '@shoreline/shared-ui/test/photoAt';

const PUT = 'PUT /api/admin/destinations/d1';
const NEW_URL = '/uploads/destinations/1700000000001-harbour.png';

function renderForm(table: Parameters<typeof renderAdminPage>[1]) {
  const onSaved = jest.fn();
  const onCancel = jest.fn();
  const utils = renderAdminPage(
    <EditDestinationForm destination={LISBON} onSaved={onSaved} onCancel={onCancel} />,
    table,
  );
  return { ...utils, onSaved, onCancel };
}

const nameField = () => screen.getByRole('textbox', { name: /^Name/ });
const save = () => screen.getByRole('button', { name: 'Save Changes' });

describe('EditDestinationForm', () => {
  it('starts from the current name, with focus in it, and shows the current image', () => {
    renderForm({});
    expect(screen.getByRole('form', { name: 'Edit Lisbon' })).toBeInTheDocument();
    expect(nameField()).toHaveValue('Lisbon');
    expect(nameField()).toHaveFocus();
    expect(screen.getByText(/^Current image/)).toBeInTheDocument();
  });

  it('requires a name', async () => {
    const user = userEvent.setup();
    const { api, onSaved } = renderForm({});
    await user.clear(nameField());
    await user.click(save());
    expect(nameField()).toHaveAccessibleDescription(MESSAGES.destinationNameRequired);
    expect(nameField()).toHaveFocus();
    expect(api.calls).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('renames without sending an image when none was chosen (the current one stays)', async () => {
    const user = userEvent.setup();
    const renamed = { ...LISBON, name: 'Lisboa' };
    const { api, onSaved } = renderForm({ [PUT]: () => renamed });
    await user.clear(nameField());
    await user.type(nameField(), 'Lisboa');
    await user.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(renamed));
    expect(api.calls).toEqual([
      { method: 'PUT', path: '/api/admin/destinations/d1', body: { name: 'Lisboa' } },
    ]);
  });

  it('uploads a newly chosen image and sends its URL', async () => {
    const user = userEvent.setup();
    const updated = { ...LISBON, image: photoAt(NEW_URL) };
    const { api, onSaved } = renderForm({
      'UPLOAD /api/uploads?folder=destinations': () => ({ urls: [NEW_URL] }),
      [PUT]: () => updated,
    });
    await user.upload(screen.getByLabelText(/^New image/), pngFile());
    await screen.findByRole('img', { name: 'Preview of harbour.png' });
    await user.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(updated));
    expect(api.calls.map((call) => call.method)).toEqual(['UPLOAD', 'PUT']);
    expect(api.calls[1]?.body).toEqual({ name: 'Lisbon', image: NEW_URL });
  });

  it('says "Failed to update destination" and stays open when saving fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { onSaved } = renderForm({
      [PUT]: () => {
        throw new ApiRequestError(0, MESSAGES.offline, 'Network Error');
      },
    });
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.updateDestinationFailed);
    expect(onSaved).not.toHaveBeenCalled();
    expect(save()).toBeEnabled();
  });

  it('cancels with the Cancel button or Escape', async () => {
    const user = userEvent.setup();
    const { onCancel } = renderForm({});
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});
