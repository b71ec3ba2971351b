import { Type } from 'typebox';
import { IsoDateTime, Uuid } from '../lib/schemas';
import { ListingSummary } from './listing';
import { named } from './named';

// TypeBox mirrors of FavouriteListing and FavouriteIds in shared-domain/src/types.ts (issue 24 item 6).

export const FavouriteListing = named(
  'FavouriteListing',
  Type.Object({
    ...ListingSummary.properties,
    savedAt: IsoDateTime,
    availableForStay: Type.Union([Type.Boolean(), Type.Null()], {
      description:
        'With `checkin` and `checkout`: whether the stay fits the window and no night of it is taken; null without dates',
    }),
  }),
  'A saved listing as its card shows it, with when it was saved',
);

export const FavouriteIds = named(
  'FavouriteIds',
  Type.Object({ ids: Type.Array(Uuid, { description: 'Newest saved first' }) }),
  'Every listing the caller has saved (at most MAX_FAVOURITES): marks the hearts on any card',
);
