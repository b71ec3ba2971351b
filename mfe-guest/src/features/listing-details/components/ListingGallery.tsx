import { useRef, useState, type ComponentType } from 'react';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Photo } from '@shoreline/shared-domain/types';
import { Gallery } from '@shoreline/shared-ui/components/Gallery';
import { loadPhotoLightbox } from './loadPhotoLightbox';
import type { PhotoLightboxProps } from './PhotoLightbox';
import styles from './ListingGallery.module.css';

export interface ListingGalleryProps {
  photos: readonly Photo[];
  title: string;
  className?: string;
}

interface OpenViewer {
  Viewer: ComponentType<PhotoLightboxProps>;
  index: number;
}

/** Starts downloading the viewer when a photo is about to be opened; a failure shows on the click. */
const prefetchViewer = () => {
  loadPhotoLightbox().catch(() => undefined);
};

/**
 * The listing page's gallery, whose photos open full screen (issue 24 item 5). The viewer's code is
 * fetched on the first intent to open one, so server rendering and the first load carry only the
 * gallery; when the viewer closes, focus goes back to the photo that opened it.
 */
export function ListingGallery({ photos, title, className }: ListingGalleryProps) {
  const [viewer, setViewer] = useState<OpenViewer | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);

  const open = (index: number, button: HTMLButtonElement) => {
    opener.current = button;
    setLoadFailed(false);
    loadPhotoLightbox().then(
      ({ default: Viewer }) => setViewer({ Viewer, index }),
      () => setLoadFailed(true),
    );
  };
  const close = () => {
    setViewer(null);
    // The viewer hands focus back itself where the browser told it where focus came from; this covers
    // the others (Safari does not focus a clicked button).
    opener.current?.focus();
  };

  return (
    <>
      <Gallery
        photos={photos}
        title={title}
        className={className}
        onOpenPhoto={open}
        onOpenPhotoIntent={prefetchViewer}
      />
      {loadFailed && (
        <p className={styles.error} role="alert">
          {MESSAGES.photoViewerLoadFailed}
        </p>
      )}
      {viewer && <viewer.Viewer photos={photos} title={title} index={viewer.index} onClose={close} />}
    </>
  );
}
