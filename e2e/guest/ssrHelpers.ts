// Helpers of the server-rendering tests (issue 21): a guest remote of the test's own (a copy of the
// built mfe-guest, served like its deployment, that a test can redeploy, break or hang), and a page's
// console watched for what hydration would report.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ConsoleMessage, Page } from '@playwright/test';
import { createStaticApp } from '../../shell/server/createStaticApp.mjs';
import { listen } from '../../shell/server/listen.mjs';

const GUEST_DIST = path.resolve(__dirname, '../../mfe-guest/dist');

export interface OwnGuestRemote {
  dir: string;
  /** Requests for its server build never get an answer while set. */
  hangServerBuild: boolean;
  /** Replaces text in the built files whose names match (the browser and the server build). */
  redeploy: (from: string, to: string) => void;
  /** Its server entry throws when run. */
  breakServerEntry: () => void;
  /** Its manifest names no server build (a remote built before server rendering existed). */
  removeServerBuild: () => void;
  /** Back to the build as copied. */
  restore: () => void;
  close: () => Promise<void>;
}

/** Writes `text` to `file`, dropping the build's compressed copies of it (they would be stale). */
function rewrite(file: string, text: string) {
  fs.writeFileSync(file, text);
  for (const suffix of ['.br', '.gz']) fs.rmSync(file + suffix, { force: true });
}

/** Every file under `dir`, relative. */
function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => {
    return fs.statSync(path.join(dir, file)).isFile();
  });
}

/**
 * The manifest as a new build writes it: a new server entry hash (what the shell's server keys the
 * loaded container by), or no server entry at all.
 */
function rewriteManifest(dir: string, change: (metaData: Record<string, unknown>) => void) {
  const file = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { metaData: Record<string, unknown> };
  change(manifest.metaData);
  rewrite(file, JSON.stringify(manifest, null, 2));
}

/** A copy of the built guest remote, served on `port` as its container would (CORS, hashed files). */
export async function serveOwnGuestRemote(port: number): Promise<OwnGuestRemote> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shoreline-guest-'));
  const copy = () => fs.cpSync(GUEST_DIST, dir, { recursive: true });
  copy();
  const app = createStaticApp({ root: dir, spa: true, cors: true });
  const remote: OwnGuestRemote = {
    dir,
    hangServerBuild: false,
    redeploy(from, to) {
      for (const file of filesUnder(dir).filter((name) => name.endsWith('.js'))) {
        const full = path.join(dir, file);
        const text = fs.readFileSync(full, 'utf8');
        if (text.includes(from)) rewrite(full, text.split(from).join(to));
      }
      rewriteManifest(dir, (metaData) => {
        const entry = metaData.ssrRemoteEntry as { name: string };
        entry.name = `remoteEntry.js?v=redeployed-${Date.now()}`;
      });
    },
    breakServerEntry() {
      rewrite(path.join(dir, 'server/remoteEntry.js'), 'throw new Error("broken guest server build");\n');
      rewriteManifest(dir, (metaData) => {
        (metaData.ssrRemoteEntry as { name: string }).name = `remoteEntry.js?v=broken-${Date.now()}`;
      });
    },
    removeServerBuild() {
      rewriteManifest(dir, (metaData) => delete metaData.ssrRemoteEntry);
    },
    restore() {
      remote.hangServerBuild = false;
      fs.rmSync(dir, { recursive: true, force: true });
      fs.mkdirSync(dir);
      copy();
      // As a new deploy of the original build: the shell's server loads it afresh.
      rewriteManifest(dir, (metaData) => {
        const entry = metaData.ssrRemoteEntry as { name: string } | undefined;
        if (entry) entry.name = `${entry.name}&restored=${Date.now()}`;
      });
    },
    close: async () => {
      // A hung request keeps its connection: end them all, or closing would wait for it.
      server.closeAllConnections();
      await app.close();
    },
  };
  app.addHook('onRequest', async (request) => {
    // A remote that accepts the connection and never answers (closed with the server).
    if (remote.hangServerBuild && request.url.startsWith('/server/')) await new Promise(() => undefined);
  });
  const server = await listen(app, port);
  return remote;
}

/** Everything the page reported that hydration could have caused: console errors and warnings, uncaught errors. */
export function watchConsole(page: Page): string[] {
  const reported: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') reported.push(message.text());
  });
  page.on('pageerror', (error) => reported.push(`uncaught: ${error.message}`));
  return reported;
}

/**
 * Remembers the page's first <h1> as the HTML made it, before any script ran: later, the same node
 * still there and known to React proves that React hydrated the server's markup instead of drawing it
 * again.
 */
export async function markServerHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { __serverHeading: Element | null }).__serverHeading =
        document.querySelector('main h1');
    });
  });
}

export function serverHeadingKept(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const kept = (window as unknown as { __serverHeading?: Element | null }).__serverHeading;
    if (!kept || kept !== document.querySelector('main h1')) return false;
    // React marks the nodes it owns (its fiber), which it does when it hydrates one.
    return Object.keys(kept).some((key) => key.startsWith('__reactFiber$'));
  });
}
