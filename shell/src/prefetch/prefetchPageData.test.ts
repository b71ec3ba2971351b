// The page's first data starts downloading with the shell's first scripts: all of it for a page
// rendered in the browser, only what a server-rendered page lacks (late for the server's budget), and
// the LCP photo once the feed that names it has come.
import { apiPaths } from '@shoreline/shared-ui/api/apiPaths';
import { createPrefetchStore } from '@shoreline/shared-ui/api/createPrefetchStore';
import { photoAt } from '@shoreline/shared-ui/test/photoAt';
import { PAGE_STATE_ID } from '../ssr/pageState';
import { prefetchPageData } from './prefetchPageData';

const FEED = apiPaths.featuredListings();
const DESTINATIONS = apiPaths.destinations();
const photo = photoAt('/uploads/listings/first.jpg');

/** A store whose fetches are recorded, each answering a feed with one photo (jsdom has no Response). */
function recordingStore() {
  const asked: string[] = [];
  const answer = () =>
    ({
      ok: true,
      status: 200,
      json: async () => ({ items: [{ photo }] }),
      clone: answer,
    }) as unknown as Response;
  const store = createPrefetchStore(async (input) => {
    asked.push(String(input));
    return answer();
  });
  return { store, asked };
}

/** The page as the shell's server rendered `/` with these answers. */
function renderedWith(answers: Record<string, unknown>) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_STATE_ID;
  block.textContent = JSON.stringify({
    version: 1,
    href: '/',
    today: '2027-03-12',
    session: null,
    currency: 'EUR',
    rates: null,
    answers,
  });
  document.body.append(block);
}

const imagePreloads = () => document.head.querySelectorAll('link[rel="preload"][as="image"]').length;

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('prefetchPageData', () => {
  it("asks for all of a browser-rendered page's data, and preloads its LCP photo", async () => {
    const { store, asked } = recordingStore();
    await prefetchPageData('/', store, document);
    expect(asked).toEqual([FEED, DESTINATIONS]);
    expect(imagePreloads()).toBe(1);
  });

  it('asks for nothing a server-rendered page already carries', async () => {
    renderedWith({ [FEED]: { status: 200, body: { items: [] } }, [DESTINATIONS]: { status: 200, body: [] } });
    const { store, asked } = recordingStore();
    await prefetchPageData('/', store, document);
    expect(asked).toEqual([]);
    expect(imagePreloads()).toBe(0);
  });

  it('asks at once for what came too late for the server, and preloads the photo it names', async () => {
    renderedWith({ [DESTINATIONS]: { status: 200, body: [] } });
    const { store, asked } = recordingStore();
    await prefetchPageData('/', store, document);
    expect(asked).toEqual([FEED]);
    expect(imagePreloads()).toBe(1);
  });
});
