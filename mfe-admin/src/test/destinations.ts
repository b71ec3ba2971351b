import type { Destination } from '@shoreline/shared-domain/types';
import { photoAt } from '@shoreline/shared-ui/test/photoAt';

export function destination(id: string, name: string, order: number): Destination {
  return { id, name, image: photoAt(`/uploads/destinations/${id}.jpg`), order };
}

export const LISBON = destination('d1', 'Lisbon', 0);
export const BIARRITZ = destination('d2', 'Biarritz', 1);
export const SPLIT = destination('d3', 'Split', 2);

/** A small PNG the image picker accepts. */
export function pngFile(name = 'harbour.png'): File {
  return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, {
    type: 'image/png',
  });
}
