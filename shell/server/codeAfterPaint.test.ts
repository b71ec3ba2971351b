/**
 * @jest-environment jsdom
 */
// A server-rendered page's code waits for its first paint: its script tags and script/fetch preloads
// leave <head> for an inert <template>, and the page's loader puts them back once a frame is painted.
import { AFTER_PAINT_ID, loadCodeAfterPaint } from './codeAfterPaint.mjs';

const PAGE =
  '<!doctype html><html><head><title>Surf Loft</title>' +
  '<script type="application/ld+json">{"name":"Surf Loft"}</script>' +
  '<link rel="preconnect" href="https://guest.example">' +
  '<link rel="preload" as="fetch" href="https://guest.example/mf-manifest.json" crossorigin>' +
  '<link rel="preload" as="script" href="https://guest.example/remoteEntry.js">' +
  '<style>p{}</style><script defer src=/main.1a2b3c4d.js fetchpriority=high></script>' +
  '<link rel=preload as=style href=/bootstrap.2.css><link rel=preload as=script href=/bootstrap.3.js>' +
  '</head><body><div id="root"><p>Surf Loft</p></div></body></html>';

/** A stand-in for the browser's paint timing: `paint()` reports the first contentful paint. */
function fakePaintTiming() {
  const observers: { callback: PerformanceObserverCallback; observer: PerformanceObserver }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'resource'];
    constructor(private readonly callback: PerformanceObserverCallback) {}
    observe() {
      observers.push({ callback: this.callback, observer: this as unknown as PerformanceObserver });
    }
    disconnect() {
      observers.splice(
        observers.findIndex((entry) => entry.observer === (this as unknown)),
        1,
      );
    }
  }
  Object.assign(window, { PerformanceObserver: FakeObserver });
  // Nothing painted yet when the loader runs.
  Object.assign(performance, { getEntriesByName: () => [] });
  const fcp = [{ name: 'first-contentful-paint' }] as PerformanceEntryList;
  return {
    observers,
    paint: () => {
      for (const { callback, observer } of [...observers])
        callback(
          { getEntriesByName: (name: string) => fcp.filter((entry) => entry.name === name) } as never,
          observer,
        );
    },
  };
}

/** Lays out `html` in jsdom's document and runs its inline loader as the browser would. */
function open(html: string) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  document.head.replaceWith(document.adoptNode(doc.head));
  document.body.replaceWith(document.adoptNode(doc.body));
  const loader = [...document.body.querySelectorAll('script:not([src])')].at(-1)?.textContent ?? '';
  new Function(loader)();
}

const codeInHead = () =>
  [...document.head.querySelectorAll('script[src], link[rel="preload"]')].map(
    (element) => element.getAttribute('src') ?? element.getAttribute('href'),
  );

describe('loadCodeAfterPaint', () => {
  const html = loadCodeAfterPaint(PAGE);
  const head = html.slice(0, html.indexOf('</head>'));

  it("takes the page's scripts and script or data preloads out of <head>, keeping the rest", () => {
    expect(head).not.toMatch(/src=|as="?script|as="?fetch/);
    expect(head).toContain('<script type="application/ld+json">');
    expect(head).toContain('<link rel="preconnect" href="https://guest.example">');
    expect(head).toContain('<link rel=preload as=style href=/bootstrap.2.css>');
    expect(html).toContain(
      `<template id="${AFTER_PAINT_ID}">` +
        '<link rel="preload" as="fetch" href="https://guest.example/mf-manifest.json" crossorigin>' +
        '<link rel="preload" as="script" href="https://guest.example/remoteEntry.js">' +
        '<script defer src=/main.1a2b3c4d.js fetchpriority=high></script>' +
        '<link rel=preload as=script href=/bootstrap.3.js></template><script>',
    );
  });

  it('leaves a page without code as it is', () => {
    const bare = '<html><head><title>x</title></head><body><p>x</p></body></html>';
    expect(loadCodeAfterPaint(bare)).toBe(bare);
  });

  it('puts the code into <head> once the first contentful paint is reported, in its order', () => {
    const timing = fakePaintTiming();
    open(html);
    expect(codeInHead()).toEqual(['/bootstrap.2.css']);
    expect(timing.observers).toHaveLength(1);
    // Marked: its loader runs and waits (a page whose scripts never run keeps it unmarked).
    expect(document.getElementById(AFTER_PAINT_ID)?.getAttribute('data-loader')).toBe('waiting');
    timing.paint();
    expect(codeInHead()).toEqual([
      '/bootstrap.2.css',
      'https://guest.example/mf-manifest.json',
      'https://guest.example/remoteEntry.js',
      '/main.1a2b3c4d.js',
      '/bootstrap.3.js',
    ]);
    const main = document.head.querySelector<HTMLScriptElement>('script[src="/main.1a2b3c4d.js"]');
    // Made by a script, yet run in the order of the page.
    expect(main?.async).toBe(false);
    expect(main?.getAttribute('fetchpriority')).toBe('high');
    expect(document.head.querySelector('link[as="fetch"]')?.hasAttribute('crossorigin')).toBe(true);
    expect(document.getElementById(AFTER_PAINT_ID)).toBeNull();
    expect(timing.observers).toHaveLength(0);
  });

  it('loads the code at once where the browser has no paint timing', () => {
    Object.assign(window, { PerformanceObserver: undefined });
    open(html);
    expect(codeInHead()).toContain('/main.1a2b3c4d.js');
  });
});
