import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Destination } from '@shoreline/shared-domain/types';
import { ApiRequestError } from '@shoreline/shared-ui/api/apiRequestError';
import { apiFailure } from '@shoreline/shared-ui/api/createTableApi';
import { deferred, renderAdminPage } from '../../../test/renderAdminPage';
import { pngFile } from '../../../test/destinations';
import { AddDestinationForm } from './AddDestinationForm';
import { photoAt } from '@shoreline/shared-ui/test/photoAt';

const UPLOAD = 'UPLOAD /api/uploads?folder=destinations';
const ADD = 'POST /api/admin/destinations';
const URL_OF_UPLOAD = '/uploads/destinations/1700000000000-harbour.png';
const ADDED: Destination = { id: 'd9', name: 'Nazaré', image: photoAt(URL_OF_UPLOAD), order: 5 };

const imageInput = () => screen.getByLabelText(/^Image/);
const submit = () => screen.getByRole('button', { name: 'Add Destination' });

describe('AddDestinationForm', () => {
  it('asks for both name and image, pointing at the missing one', async () => {
    const user = userEvent.setup();
    const { api } = renderAdminPage(<AddDestinationForm onAdded={jest.fn()} />, {});
    await user.click(submit());
    const name = screen.getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveAccessibleDescription(MESSAGES.destinationNameAndImageRequired);
    expect(name).toHaveFocus();

    await user.type(name, 'Nazaré');
    await user.click(submit());
    expect(imageInput()).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.destinationNameAndImageRequired),
    );
    expect(imageInput()).toHaveFocus();
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(api.calls).toEqual([]);
  });

  it('uploads the image to the destinations folder, then adds the destination with its URL', async () => {
    const user = userEvent.setup();
    const onAdded = jest.fn();
    const file = pngFile();
    const { api } = renderAdminPage(<AddDestinationForm onAdded={onAdded} />, {
      [UPLOAD]: () => ({ urls: [URL_OF_UPLOAD], files: [] }),
      [ADD]: () => ADDED,
    });
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), '  Nazaré ');
    await user.upload(imageInput(), file);
    expect(await screen.findByRole('img', { name: 'Preview of harbour.png' })).toBeInTheDocument();
    await user.click(submit());

    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(ADDED));
    const [upload, add] = api.calls;
    expect(upload?.method).toBe('UPLOAD');
    const sent = (upload?.body as FormData).get('image') as File;
    expect([sent.name, sent.type, sent.size]).toEqual([file.name, file.type, file.size]);
    expect(add).toEqual({
      method: 'POST',
      path: '/api/admin/destinations',
      body: { name: 'Nazaré', image: URL_OF_UPLOAD },
    });
    // Ready for the next one.
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    expect(screen.queryByRole('img', { name: 'Preview of harbour.png' })).not.toBeInTheDocument();
  });

  it('shows the upload progress on the preview', async () => {
    const user = userEvent.setup();
    const upload = deferred<{ urls: string[] }>();
    const { api } = renderAdminPage(<AddDestinationForm onAdded={jest.fn()} />, { [ADD]: () => ADDED });
    let report: ((fraction: number) => void) | undefined;
    api.upload = <T,>(_path: string, _form: FormData, onProgress?: (fraction: number) => void) => {
      report = onProgress;
      return upload.promise as Promise<T>;
    };
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Nazaré');
    await user.upload(imageInput(), pngFile());
    await screen.findByRole('img', { name: 'Preview of harbour.png' });
    await user.click(submit());

    const progress = await screen.findByRole('progressbar', { name: 'Uploading harbour.png' });
    expect(progress).toHaveAttribute('value', '0');
    act(() => report?.(0.5));
    await waitFor(() => expect(progress).toHaveAttribute('value', '0.5'));
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    upload.resolve({ urls: [URL_OF_UPLOAD] });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue(''));
  });

  it('says "Failed to add destination" and does not upload the same image twice on a second try', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const onAdded = jest.fn();
    let fail = true;
    const { api } = renderAdminPage(<AddDestinationForm onAdded={onAdded} />, {
      [UPLOAD]: () => ({ urls: [URL_OF_UPLOAD] }),
      [ADD]: () => {
        if (fail) throw new ApiRequestError(500, 'Internal Server Error', 'Internal Server Error');
        return ADDED;
      },
    });
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Nazaré');
    await user.upload(imageInput(), pngFile());
    await screen.findByRole('img', { name: 'Preview of harbour.png' });
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.addDestinationFailed);
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Nazaré');

    fail = false;
    await user.click(submit());
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(ADDED));
    expect(api.calls.map((call) => call.method)).toEqual(['UPLOAD', 'POST', 'POST']);
  });

  it("shows the API's reason when the image is refused", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderAdminPage(<AddDestinationForm onAdded={jest.fn()} />, {
      [UPLOAD]: () => {
        throw apiFailure(400, MESSAGES.imageNotAnImage);
      },
    });
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Nazaré');
    await user.upload(imageInput(), pngFile());
    await screen.findByRole('img', { name: 'Preview of harbour.png' });
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.imageNotAnImage);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
