import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { ListingGallery } from './ListingGallery';

// The real download of the viewer's chunk, except where a test makes it fail (offline).
const mockLoad = jest.fn();
jest.mock('./loadPhotoLightbox', () => ({ loadPhotoLightbox: () => mockLoad() }));
beforeEach(() => {
  mockLoad.mockImplementation(jest.requireActual('./loadPhotoLightbox').loadPhotoLightbox);
});

const photo = (name: string) => ({
  url: `/uploads/listings/${name}.jpg`,
  width: 1600,
  height: 1000,
  variants: [400, 800, 1600].map((width) => ({ url: `/uploads/listings/${name}.w${width}.webp`, width })),
});
const photos = [photo('a'), photo('b'), photo('c')];

/** The slide the viewer shows (the others beside it are inert until they are shown). */
function shownSlide(dialog: HTMLElement) {
  const slides = within(dialog)
    .getAllByRole('group')
    .filter((slide) => !slide.closest('[inert]'));
  expect(slides).toHaveLength(1);
  return slides[0] as HTMLElement;
}

describe('ListingGallery', () => {
  it('opens the clicked photo full screen, moves with the arrow keys, and gives focus back on Escape', async () => {
    const user = userEvent.setup();
    render(<ListingGallery photos={photos} title="Dune House" />);
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    const opener = screen.getByRole('button', { name: 'Open photo 2 of 3 full screen' });
    await user.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Photos of Dune House, full screen' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    let slide = shownSlide(dialog);
    expect(slide).toHaveAccessibleName('Photo 2 of 3');
    const image = within(slide).getByRole('img', { name: 'Dune House, photo 2 of 3' });
    expect(image).toHaveAttribute('src', '/uploads/listings/b.jpg');
    expect(image).toHaveAttribute(
      'srcset',
      '/uploads/listings/b.w400.webp 400w, /uploads/listings/b.w800.webp 800w, /uploads/listings/b.w1600.webp 1600w',
    );
    expect(within(dialog).getByText('2 / 3')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(shownSlide(dialog)).toHaveAccessibleName('Photo 3 of 3'));
    slide = shownSlide(dialog);
    expect(within(slide).getByRole('img')).toHaveAttribute('src', '/uploads/listings/c.jpg');
    expect(within(dialog).getByText('3 / 3')).toBeInTheDocument();
    // No wrap-around, as in the gallery: the last photo has no next.
    expect(within(dialog).getByRole('button', { name: 'Next photo' })).toBeDisabled();
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(shownSlide(dialog)).toHaveAccessibleName('Photo 2 of 3'));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('closes with its close button, and opens again at the photo clicked', async () => {
    const user = userEvent.setup();
    render(<ListingGallery photos={photos} title="Dune House" />);
    const opener = screen.getByRole('button', { name: 'Open photo 1 of 3 full screen' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog');
    expect(shownSlide(dialog)).toHaveAccessibleName('Photo 1 of 3');
    expect(within(dialog).getByRole('button', { name: 'Previous photo' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Close full screen photos' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Show photo 3' }));
    await user.click(screen.getByRole('button', { name: 'Open photo 3 of 3 full screen' }));
    expect(shownSlide(await screen.findByRole('dialog'))).toHaveAccessibleName('Photo 3 of 3');
  });

  it('says so when the viewer cannot be downloaded, and opens on the next try', async () => {
    const user = userEvent.setup();
    render(<ListingGallery photos={photos} title="Dune House" />);
    // Offline: the prefetch on hover fails too, quietly; the click says so.
    mockLoad.mockRejectedValue(new Error('ChunkLoadError'));
    const opener = screen.getByRole('button', { name: 'Open photo 1 of 3 full screen' });
    await user.click(opener);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.photoViewerLoadFailed);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    mockLoad.mockImplementation(jest.requireActual('./loadPhotoLightbox').loadPhotoLightbox);
    await user.click(opener);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
