// Loaded on demand only (loadPhotoLightbox.ts): nothing imports this file statically, so the library
// and its stylesheets stay out of the listing page's first load.
import { useMemo } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import { PHOTO_VIEWER_LABELS, photoViewerLabel } from '@shoreline/shared-domain/messages';
import type { Photo } from '@shoreline/shared-domain/types';
import { toLightboxSlides } from './toLightboxSlides';
import styles from './PhotoLightbox.module.css';

export interface PhotoLightboxProps {
  photos: readonly Photo[];
  /** The listing's title: the dialog's name and the photos' alt texts. */
  title: string;
  /** The photo shown first. */
  index: number;
  /** Escape, the close button, a click beside the photo or a pull down on a touch screen. */
  onClose: () => void;
}

/**
 * A listing's photos full screen: a modal dialog (the page behind is inert, focus stays inside and
 * goes back to the opener), ArrowLeft/ArrowRight and swipes move, no wrap-around (as the gallery),
 * a "2 / 5" counter, each photo at the variant its box needs.
 */
export default function PhotoLightbox({ photos, title, index, onClose }: PhotoLightboxProps) {
  const slides = useMemo(() => toLightboxSlides(photos, title), [photos, title]);
  // One photo: no previous/next buttons that could never be used.
  const single = slides.length < 2 ? { buttonPrev: () => null, buttonNext: () => null } : undefined;
  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      slides={slides}
      plugins={[Counter]}
      labels={{ ...PHOTO_VIEWER_LABELS, Lightbox: photoViewerLabel(title) }}
      carousel={{ finite: true }}
      controller={{ closeOnBackdropClick: true, closeOnPullDown: true }}
      render={single}
      className={styles.lightbox}
    />
  );
}
