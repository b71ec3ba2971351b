// The shell's first script (main.js) only starts things: Module Federation's runtime, the early
// requests, the async boundary. Date formatting (date-fns) and the domain rules (shared-domain) come
// with the bootstrap's chunks, never in main.js, which runs before React (issue 21 item 7). Read from
// the source map of the main.js the page names: deterministic, whatever the timing.
import { expect, test } from '../fixtures/test';

test('main.js carries no date-fns and no shared-domain module', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const main = /<script[^>]*src="?(\/main\.[0-9a-f]{8}\.js)/.exec(html)?.[1];
  expect(main, 'the page names its main.js').toBeTruthy();
  const script = await (await request.get(main ?? '')).text();
  const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(script)?.[1];
  expect(mapName, 'main.js names its source map').toBeTruthy();
  const map = await request.get(new URL(mapName ?? '', new URL(main ?? '', 'http://shell.invalid')).pathname);
  expect(map.ok()).toBe(true);
  const { sources } = (await map.json()) as { sources: string[] };
  expect(sources.some((source) => source.endsWith('/src/index.ts'))).toBe(true);
  expect(sources.filter((source) => /\/date-fns\/|\/shared-domain\//.test(source))).toEqual([]);
});
