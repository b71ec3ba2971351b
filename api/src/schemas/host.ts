import { Type } from 'typebox';
import { Uuid } from '../lib/schemas';
import { ListingSummary } from './listing';
import { named } from './named';
import { Page } from './page';

// TypeBox mirrors of HostProfile and ProfileDetails in shared-domain/src/types.ts (issue 24 item 7).

/** A page of a host's active listings: the same model as every other page of listing cards. */
export const HostListingsPage = Page(ListingSummary, 'ListingSummary');

export const HostProfile = named(
  'HostProfile',
  Type.Object({
    id: Uuid,
    name: Type.String(),
    initials: Type.String({ description: "The avatar's letters, e.g. `MC`" }),
    hostingSince: Type.String({
      format: 'date-time',
      description: 'When their host request was approved (their account was created, without one)',
    }),
    about: Type.Union([Type.String(), Type.Null()], { description: 'What they wrote about themselves' }),
    averageRating: Type.Union([Type.Number(), Type.Null()], {
      description: 'Over the approved reviews of their active listings, one decimal; null without any',
    }),
    reviewCount: Type.Integer({ description: 'Approved reviews of their active listings' }),
    listings: HostListingsPage,
  }),
  "A host's public page: who they are, their rating and the first page of their active listings",
);

export const ProfileDetails = named(
  'ProfileDetails',
  Type.Object({
    name: Type.String(),
    about: Type.Union([Type.String(), Type.Null()], { description: 'Shown on their public host page' }),
  }),
  'What the profile form edits',
);
