// The shell's page around a server-rendered body: its markup in #root, its state as data, its own
// head in place of the generic one, its stylesheets blocking the first paint, and the CSP hashes of
// the style attributes the markup carries.
import { createHash } from 'node:crypto';
import { withScriptNonce } from './scriptNonce.mjs';
import { serverRenderedHtml, styleAttributeHashes, type ServerRenderedPage } from './serverRenderedHtml.mjs';

const BUILT =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content="Generic">' +
  '<meta property=og:type content=website><meta property=og:title content="Shoreline: short stays">' +
  '<title>Shoreline</title><link rel="preload" as="style" href="https://guest.example/route-home.1.css">' +
  '<script defer src=/main.1a2b3c4d.js></script><link rel=preload as=style href=/bootstrap.2.css>' +
  '<link rel=preload as=script href=/bootstrap.3.js></head><body><div id=root></div>' +
  '<noscript>Shoreline needs JavaScript to run.</noscript></body></html>';

const rendered: ServerRenderedPage = {
  html: '<h1>Surf Loft</h1><span style="width:70%"></span>',
  state: { version: 1, note: '</script><script>alert(1)</script>' },
  status: 200,
  head: {
    title: 'Surf Loft · Shoreline',
    socialTitle: 'Surf Loft · Shoreline',
    description: 'Ericeira, Portugal. A "loft" by the sea & more',
    canonical: 'https://shoreline.example/listings/l1',
    image: 'https://shoreline.example/uploads/l1.jpg',
    type: 'article',
  },
  chunk: 'route-listing',
  owner: 'guest',
};

describe('serverRenderedHtml', () => {
  const html = serverRenderedHtml(BUILT, rendered);

  it('puts the markup in #root and the state after it, as data that cannot end its block', () => {
    expect(html).toContain('<div id="root"><h1>Surf Loft</h1><span style="width:70%"></span></div>');
    expect(html).toContain('<script type="application/json" id="shoreline-state">{"version":1,');
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(html).not.toContain('<noscript>');
  });

  it("replaces the generic head with the page's own", () => {
    expect(html).not.toContain('Generic');
    expect(html).not.toContain('Shoreline: short stays');
    expect(html).toContain('<title>Surf Loft · Shoreline</title>');
    expect(html).toContain(
      '<meta name="description" content="Ericeira, Portugal. A &quot;loft&quot; by the sea &amp; more">',
    );
    expect(html).toContain('<link rel="canonical" href="https://shoreline.example/listings/l1">');
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta property="og:image" content="https://shoreline.example/uploads/l1.jpg">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('carries no structured data when the page has none', () => {
    expect(html).not.toContain('application/ld+json');
  });

  it('turns preloaded stylesheets into stylesheets, and leaves its code for after the first paint', () => {
    expect(html).toContain('<link rel="stylesheet" href="https://guest.example/route-home.1.css">');
    expect(html).toContain('<link rel="stylesheet" href=/bootstrap.2.css>');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<script defer src=/main.1a2b3c4d.js></script>');
    expect(head).not.toContain('as=script');
    expect(html).toContain(
      '<template id="shoreline-after-paint"><script defer src=/main.1a2b3c4d.js></script>' +
        '<link rel=preload as=script href=/bootstrap.3.js></template>',
    );
  });
});

describe('styleAttributeHashes', () => {
  it('hashes each distinct style attribute value as the browser reads it', () => {
    const hash = (value: string) => `sha256-${createHash('sha256').update(value).digest('base64')}`;
    expect(
      styleAttributeHashes(
        '<a style="width:70%"></a><b style="width:70%"></b><i style="font-family:&quot;x&quot;">',
      ),
    ).toEqual([hash('width:70%'), hash('font-family:"x"')]);
    expect(styleAttributeHashes('<p>no styles</p>')).toEqual([]);
  });
});

describe("a listing's structured data", () => {
  const hostile = '</script><script>alert(1)</script><!--';
  const page = serverRenderedHtml(BUILT, {
    ...rendered,
    head: {
      ...rendered.head,
      structuredData: { '@context': 'https://schema.org', '@type': 'VacationRental', name: hostile },
    },
  });
  const blocks = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];

  it('is one JSON-LD block in the head that parses back to the same data', () => {
    expect(blocks).toHaveLength(1);
    expect(page.indexOf('application/ld+json')).toBeLessThan(page.indexOf('</head>'));
    expect(JSON.parse(blocks[0]?.[1] ?? '')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VacationRental',
      name: hostile,
    });
  });

  it('cannot be ended by a title: every < is escaped, so no script of the title exists', () => {
    expect(blocks[0]?.[1]).not.toContain('<');
    expect(page).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>\\u003c!--');
    expect(page).not.toContain('<script>alert(1)');
  });

  it('is data, not script: it needs no nonce (the one inline script is the code loader)', () => {
    const nonced = withScriptNonce(page, 'abc');
    expect(nonced.count).toBe(1);
    expect(nonced.html).toContain('<script type="application/ld+json">');
    expect(nonced.html).toContain('<script nonce="abc">(function(){var t=document.getElementById(');
  });
});
