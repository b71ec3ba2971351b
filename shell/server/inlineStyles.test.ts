// A server-rendered page's stylesheets written into it: each content-hashed file read once (the
// shell's from its folder, a remote's from where this server reaches it), with the response's nonce
// and the file's address; what cannot or must not be inlined stays a link.
import { createStyleInliner } from './inlineStyles.mjs';
import { makeDist, removeDist } from './testing';

const PAGE =
  '<head><link rel="stylesheet" href=/bootstrap.0123abcd.css>' +
  '<link rel="stylesheet" href="https://guest.example.com/route-home.4567cdef.css">' +
  '<link rel="stylesheet" href="https://elsewhere.example/x.89abcdef.css">' +
  '<link rel="stylesheet" href=/unhashed.css></head>';

let root: string;
beforeEach(() => {
  root = makeDist({
    'bootstrap.0123abcd.css': '.shell{margin:0}',
    'unhashed.css': '.never{}',
    'index.html': '',
  });
});
afterEach(() => removeDist(root));

function setup(guestCss: string) {
  const asked: string[] = [];
  const fetchImpl = (async (url: string) => {
    asked.push(String(url));
    return new Response(guestCss, { status: 200 });
  }) as unknown as typeof fetch;
  const inline = createStyleInliner({ fetch: fetchImpl });
  const context = {
    root,
    remoteBases: [['https://guest.example.com/', 'http://guest.internal/']] as [string, string][],
    nonce: 'n0nce',
  };
  return { asked, page: () => inline(PAGE, context) };
}

describe('createStyleInliner', () => {
  it("inlines the shell's and the remote's hashed stylesheets once, and leaves the others linked", async () => {
    const { asked, page } = setup('.home{color:teal}');
    const first = await page();
    expect(first.inlined).toBe(2);
    expect(first.html).toContain(
      '<style nonce="n0nce" data-href="/bootstrap.0123abcd.css">.shell{margin:0}</style>',
    );
    expect(first.html).toContain(
      '<style nonce="n0nce" data-href="https://guest.example.com/route-home.4567cdef.css">.home{color:teal}</style>',
    );
    expect(first.html).toContain('<link rel="stylesheet" href="https://elsewhere.example/x.89abcdef.css">');
    expect(first.html).toContain('<link rel="stylesheet" href=/unhashed.css>');
    expect(asked).toEqual(['http://guest.internal/route-home.4567cdef.css']);
    expect((await page()).html).toBe(first.html);
    expect(asked).toHaveLength(1);
  });

  it('never inlines a stylesheet that would end its <style> element', async () => {
    const { page } = setup('.x{content:"</style><script>alert(1)</script>"}');
    const { html, inlined } = await page();
    expect(inlined).toBe(1);
    expect(html).toContain(
      '<link rel="stylesheet" href="https://guest.example.com/route-home.4567cdef.css">',
    );
    expect(html).not.toContain('alert(1)');
  });
});
