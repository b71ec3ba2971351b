import { readDataPreloads } from './readDataPreloads';

it('names the API requests the server preloaded with the page, and nothing else it preloads', () => {
  document.head.innerHTML =
    '<link rel="preload" as="fetch" href="https://host.example.com/mf-manifest.json" crossorigin>' +
    '<link rel="preload" as="script" href="https://host.example.com/remoteEntry.js">' +
    '<link rel="preload" as="fetch" href="/api/host/listings" crossorigin>';
  expect(readDataPreloads(document)).toEqual(['/api/host/listings']);
  document.head.innerHTML = '';
  expect(readDataPreloads(document)).toEqual([]);
});
