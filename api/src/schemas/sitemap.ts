import { Type } from 'typebox';
import { IsoDateTime, Page, Uuid } from '../lib/schemas';
import { named } from './named';

// What the shell's server builds sitemap.xml from (issue 21 item 6): public listings by id, with their
// last change, and how that list is cut into files.

/** The sitemaps.org limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;

export const SitemapListing = named(
  'SitemapListing',
  Type.Object({
    id: Uuid,
    lastmod: Type.String({ format: 'date-time', description: 'When the listing last changed' }),
  }),
);

export const SitemapListingsPage = named(
  'Page_SitemapListing',
  Page(SitemapListing),
  'A page of public listings by id, with their last change',
);

export const SitemapListingFiles = named(
  'SitemapListingFiles',
  Type.Object({
    total: Type.Integer({ minimum: 0, description: 'Public listings in all' }),
    files: Type.Array(
      Type.Object({
        cursor: Type.Union([Uuid, Type.Null()], {
          description: 'Pass as `cursor` (null: none) with `limit` = size to GET /api/sitemap/listings',
        }),
        count: Type.Integer({ minimum: 1 }),
        lastmod: IsoDateTime,
      }),
    ),
  }),
  'How the public listings are cut into sitemap files',
);
