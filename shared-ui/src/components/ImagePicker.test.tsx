import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Photo } from '@shoreline/shared-domain/types';
import { ImagePicker, type ImagePickerProps } from './ImagePicker';

const MB = 1024 * 1024;
// The first bytes of each image type, as real files start (the picker reads them).
const SIGNATURES: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/gif': [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
};
const image = (name: string, bytes = 1000, type = 'image/png', content?: string) => {
  const file = new File([content ?? new Uint8Array(SIGNATURES[type] ?? [0x25, 0x50, 0x44, 0x46])], name, {
    type,
  });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};
const saved = (url: string): Photo => ({ url, width: 800, height: 600, variants: [] });
const liveUrls = () => (globalThis as { __liveObjectUrls?: Set<string> }).__liveObjectUrls as Set<string>;

function Controlled(
  props: Partial<ImagePickerProps> & { initialExisting?: Photo[]; spy?: (files: File[]) => void },
) {
  const [files, setFiles] = useState<File[]>([]);
  const [existing, setExisting] = useState<Photo[]>(props.initialExisting ?? []);
  return (
    <ImagePicker
      {...props}
      files={files}
      onFilesChange={(next) => {
        setFiles(next);
        props.spy?.(next);
      }}
      existing={existing}
      onExistingChange={setExisting}
    />
  );
}

// Files arrive as a drop or a picker would hand them over, including types the accept filter hides.
const user = () => userEvent.setup({ applyAccept: false });
const input = () => screen.getByLabelText(/Photos/) as HTMLInputElement;

describe('ImagePicker', () => {
  it('accepts image/* only, states the limits and previews the picked images', async () => {
    render(<Controlled />);
    expect(input()).toHaveAttribute('accept', 'image/*');
    expect(screen.getByText('PNG, JPG, GIF up to 10MB each')).toBeInTheDocument();
    await user().upload(input(), [image('beach.png'), image('deck.jpg', 2000, 'image/jpeg')]);
    expect(await screen.findByRole('img', { name: 'Preview of beach.png' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    expect(screen.getByRole('img', { name: 'Preview of deck.jpg' })).toBeInTheDocument();
    expect(screen.getByText('2 of 10 images')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('ignores a file that is not an image, with a message', async () => {
    const spy = jest.fn();
    render(<Controlled spy={spy} />);
    await user().upload(input(), [
      image('notes.pdf', 1000, 'application/pdf'),
      image('pool.gif', 10, 'image/gif'),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(`notes.pdf: ${MESSAGES.imageNotAnImage}`);
    expect(spy).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'pool.gif' })]);
    expect(screen.queryByRole('img', { name: /notes\.pdf/ })).not.toBeInTheDocument();
  });

  it('refuses an image over 10 MB with a clear message and takes one of exactly 10 MB', async () => {
    render(<Controlled />);
    await user().upload(input(), [
      image('huge.jpg', 11 * MB, 'image/jpeg'),
      image('edge.jpg', 10 * MB, 'image/jpeg'),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(`huge.jpg: ${MESSAGES.imageTooLarge}`);
    expect(screen.queryByRole('img', { name: 'Preview of huge.jpg' })).not.toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Preview of edge.jpg' })).toBeInTheDocument();
  });

  it('counts saved images: the 11th image is refused with "Maximum 10 images allowed"', async () => {
    const existing = Array.from({ length: 8 }, (_, index) => ({
      url: `/uploads/listings/${index}.jpg`,
      width: 800,
      height: 600,
      variants: [{ url: `/uploads/listings/${index}.w400.webp`, width: 400 }],
    }));
    render(<Controlled initialExisting={existing} />);
    // Saved photos preview from their smallest variant.
    expect(screen.getByRole('img', { name: 'Photo 1' })).toHaveAttribute('sizes', '96px');
    await user().upload(input(), [image('a.png'), image('b.png'), image('c.png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Maximum 10 images allowed');
    expect(screen.getByText('10 of 10 images')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Preview of b.png' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview of c.png' })).not.toBeInTheDocument();
  });

  it('refuses the 11th of eleven new files', async () => {
    const spy = jest.fn();
    render(<Controlled spy={spy} />);
    const eleven = Array.from({ length: 11 }, (_, index) => image(`photo-${index + 1}.png`));
    await user().upload(input(), eleven);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.maxImages);
    expect(spy).toHaveBeenLastCalledWith(eleven.slice(0, 10));
    spy.mockClear();
    // With a refused file beside it, so that the new alert differs from the last one.
    await user().upload(input(), [image('one-more.png'), image('notes.png', 10, 'image/png', 'notes')]);
    expect(await screen.findByText(`notes.png: ${MESSAGES.imageNotAnImage}`)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Maximum 10 images allowed');
    expect(spy).not.toHaveBeenCalled();
    expect(screen.queryByRole('img', { name: 'Preview of one-more.png' })).not.toBeInTheDocument();
  });

  it('takes dropped files through the same checks', async () => {
    const spy = jest.fn();
    render(<Controlled spy={spy} />);
    fireEvent.drop(screen.getByText('Add images').closest('label') as HTMLElement, {
      dataTransfer: { files: [image('dropped.png'), image('song.mp3', 10, 'audio/mpeg')] },
    });
    await waitFor(() => expect(spy).toHaveBeenCalled());
    expect(spy).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'dropped.png' })]);
    expect(screen.getByRole('alert')).toHaveTextContent(`song.mp3: ${MESSAGES.imageNotAnImage}`);
  });

  it('removes saved and new images and revokes the preview URLs', async () => {
    const { unmount } = render(
      <Controlled initialExisting={[saved('/uploads/listings/1.webp'), saved('/uploads/listings/2.webp')]} />,
    );
    const before = liveUrls().size;
    await user().upload(input(), [image('one.png'), image('two.png')]);
    await waitFor(() => expect(liveUrls().size).toBe(before + 2));
    await screen.findByRole('img', { name: 'Preview of two.png' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove one.png' }));
    expect(screen.queryByRole('img', { name: 'Preview of one.png' })).not.toBeInTheDocument();
    expect(liveUrls().size).toBe(before + 1);
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Photo 1',
      'Preview of two.png',
    ]);
    expect(screen.getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', '/uploads/listings/2.webp');
    unmount();
    expect(liveUrls().size).toBe(before);
  });

  it('shows upload progress per file and a form error', () => {
    const files = [image('one.png'), image('two.png')];
    render(
      <ImagePicker
        files={files}
        onFilesChange={jest.fn()}
        progress={[1, 0.4]}
        error={MESSAGES.newListingImageRequired}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Uploading two.png' })).toHaveAttribute('value', '0.4');
    expect(screen.getByRole('button', { name: 'Remove two.png' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove one.png' })).toBeEnabled();
    expect(screen.getByText(MESSAGES.newListingImageRequired)).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
  });

  it('with max 1 replaces the image instead of adding', async () => {
    render(<Controlled max={1} label="Image" initialExisting={[saved('/uploads/destinations/old.webp')]} />);
    const picker = screen.getByLabelText(/Image/) as HTMLInputElement;
    expect(picker).not.toHaveAttribute('multiple');
    await user().upload(picker, image('new.png'));
    expect(await screen.findByRole('img', { name: 'Preview of new.png' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Photo 1' })).not.toBeInTheDocument();
  });

  it('reads the bytes: a file named and typed like an image that is not one is refused by name', async () => {
    const spy = jest.fn();
    render(<Controlled spy={spy} />);
    await user().upload(input(), [
      image('holiday.jpg', 40, 'image/jpeg', 'just some text'),
      image('real.webp', 30, 'image/webp', 'RIFF\x24\x00\x00\x00WEBPVP8 '),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(`holiday.jpg: ${MESSAGES.imageNotAnImage}`);
    expect(spy).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'real.webp' })]);
    expect(screen.queryByRole('img', { name: /holiday\.jpg/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove holiday.jpg' })).not.toBeInTheDocument();
    expect(input()).toHaveAccessibleDescription(expect.stringContaining('holiday.jpg'));
  });

  it('shows the name instead of a broken image when a preview cannot be drawn', async () => {
    render(<Controlled />);
    await user().upload(input(), image('cut-short.png'));
    fireEvent.error(await screen.findByRole('img', { name: 'Preview of cut-short.png' }));
    expect(screen.queryByRole('img', { name: 'Preview of cut-short.png' })).not.toBeInTheDocument();
    expect(screen.getByText('cut-short.png')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove cut-short.png' })).toBeEnabled();
  });
});
