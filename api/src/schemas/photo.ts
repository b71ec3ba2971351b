import { Type } from 'typebox';
import { named } from './named';

// TypeBox mirrors of Photo and PhotoVariant in shared-domain/src/types.ts (same fields, same names).

export const PhotoVariant = named(
  'PhotoVariant',
  Type.Object({
    url: Type.String(),
    width: Type.Integer({ description: 'px' }),
  }),
);

export const Photo = named(
  'Photo',
  Type.Object(
    {
      url: Type.String({ description: 'The stored original (re-encoded without metadata)' }),
      width: Type.Integer({
        description: 'Intrinsic width in px (0: stored before variants, not yet backfilled)',
      }),
      height: Type.Integer({ description: 'Intrinsic height in px' }),
      variants: Type.Array(PhotoVariant, {
        description: 'WebP renditions, narrowest first (400, 800, 1600 px, never wider than the original)',
      }),
    },
    { description: 'A stored image with its responsive variants' },
  ),
);
