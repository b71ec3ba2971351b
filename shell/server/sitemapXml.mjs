// @ts-check
// sitemaps.org's two documents (issue 21 item 6): a sitemap index naming the site's sitemaps, and a
// urlset of pages, each URL XML-escaped, each lastmod a W3C datetime (UTC, to the second).

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** @typedef {{ loc: string, lastmod?: string | null }} SitemapEntry  loc: an absolute URL */

/** @param {string} text */
export function escapeXml(text) {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** @param {string} iso  any date-time Date parses, e.g. the API's `2026-11-26T20:31:22.123Z` */
function w3cDatetime(iso) {
  return new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** @param {'sitemap' | 'url'} element @param {SitemapEntry} entry */
function entryXml(element, { loc, lastmod }) {
  const date = lastmod ? `<lastmod>${w3cDatetime(lastmod)}</lastmod>` : '';
  return `<${element}><loc>${escapeXml(loc)}</loc>${date}</${element}>`;
}

/** @param {'sitemapindex' | 'urlset'} root @param {'sitemap' | 'url'} element @param {SitemapEntry[]} entries */
function document(root, element, entries) {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="${NAMESPACE}">`,
    ...entries.map((entry) => entryXml(element, entry)),
    `</${root}>`,
    '',
  ].join('\n');
}

/** A sitemap index: the sitemaps at `entries`. @param {SitemapEntry[]} entries */
export function sitemapIndexXml(entries) {
  return document('sitemapindex', 'sitemap', entries);
}

/** A sitemap: the pages at `entries`. @param {SitemapEntry[]} entries */
export function urlsetXml(entries) {
  return document('urlset', 'url', entries);
}
