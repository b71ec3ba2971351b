import { createPrefetchStore } from '@shoreline/shared-ui/api/createPrefetchStore';
import { IMAGE_SIZES, photoSources } from '@shoreline/shared-ui/imageSources';
import { photoAt } from '@shoreline/shared-ui/test/photoAt';
import { preloadLcpPhoto } from './preloadLcpPhoto';

/** A JSON answer as fetch gives it (jsdom has no Response): each clone reads the same body. */
function jsonResponse(body: unknown, status = 200): Response {
  const make = () =>
    ({ ok: status < 400, status, json: async () => body, clone: make }) as unknown as Response;
  return make();
}

const photo = photoAt('/uploads/listings/first.jpg');
const answering = (status: number, body: unknown) =>
  createPrefetchStore(async () => jsonResponse(body, status));
const imagePreloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];

describe('preloadLcpPhoto', () => {
  afterEach(() => document.head.replaceChildren());

  it("preloads the first card's photo of the prefetched feed, as the card's <img> asks for it", async () => {
    const store = answering(200, { items: [{ photo }, { photo: photoAt('/uploads/listings/2.jpg') }] });
    store.prefetch('/api/listings?limit=8');
    await preloadLcpPhoto('/', store, document);
    const sources = photoSources(photo, IMAGE_SIZES.card);
    expect(imagePreloads()).toHaveLength(1);
    const [link] = imagePreloads();
    expect(link).toHaveAttribute('imagesrcset', sources.srcSet);
    expect(link).toHaveAttribute('imagesizes', sources.sizes);
    expect(link).toHaveAttribute('fetchpriority', 'high');
    // The page's data is still there for the screen that asks for it.
    expect(await (await store.take('/api/listings?limit=8'))?.json()).toMatchObject({
      items: [{ photo }, {}],
    });
  });

  it('preloads nothing for a failed answer, an empty feed, a page without data or one not prefetched', async () => {
    const failed = answering(503, { message: 'down' });
    failed.prefetch('/api/listings?limit=8');
    await preloadLcpPhoto('/', failed, document);
    const empty = answering(200, { items: [] });
    empty.prefetch('/api/listings?limit=8');
    await preloadLcpPhoto('/', empty, document);
    await preloadLcpPhoto('/signin', empty, document);
    await preloadLcpPhoto('/listings/abc', empty, document);
    expect(imagePreloads()).toEqual([]);
  });
});
