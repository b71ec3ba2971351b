import { releaseRemotePreloads } from './releaseRemotePreloads';

afterEach(() => {
  document.head.innerHTML = '';
});

it("takes a failed remote's script and stylesheet preloads once, and leaves the page's own alone", () => {
  document.head.innerHTML =
    '<link rel="preload" as="fetch" href="https://host.example.com/mf-manifest.json" crossorigin>' +
    '<link rel="preload" as="style" href="https://host.example.com/route-my-listings.1.css">' +
    '<link rel="preload" as="script" href="https://host.example.com/remoteEntry.js">' +
    '<link rel="preload" as="script" href="/bootstrap.2.js">';
  releaseRemotePreloads(document);
  releaseRemotePreloads(document);
  const scripts = [...document.head.querySelectorAll('script')].map((script) => script.src);
  const sheets = [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
    link.getAttribute('href'),
  );
  expect(scripts).toEqual(['https://host.example.com/remoteEntry.js']);
  expect(sheets).toEqual(['https://host.example.com/route-my-listings.1.css']);

  // Once settled, the elements that took them go (the runtime would otherwise wait on them).
  document.head.querySelector('script')?.dispatchEvent(new Event('error'));
  document.head.querySelector('link[rel="stylesheet"]')?.dispatchEvent(new Event('load'));
  expect(document.head.querySelectorAll('script, link[rel="stylesheet"]')).toHaveLength(0);
});
