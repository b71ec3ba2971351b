// "Builds what is needed": an app is rebuilt when any of its inputs (its sources and config, and the
// shared-ui and shared-domain sources it compiles in) is newer than its built index.html.
import fs from 'node:fs';
import path from 'node:path';
import { APPS, ROOT, distOf } from './apps.mjs';
import { run } from './processes.mjs';

function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function inputsOf(app) {
  const own = ['src', 'package.json', 'webpack.config.cjs'].map((name) => path.join(ROOT, app.folder, name));
  const shared = ['shared-ui/src', 'shared-ui/build', 'shared-ui/package.json', 'shared-domain/src'].map(
    (name) => path.join(ROOT, name),
  );
  return [...own, ...shared];
}

/** `npm run dev` leaves development builds (unhashed `main.js`) behind: never serve those as a release. */
function isDevelopmentBuild(indexHtml) {
  try {
    return /\/main\.js\b/.test(fs.readFileSync(indexHtml, 'utf8'));
  } catch {
    return true;
  }
}

/** The apps whose dist is missing, a development build, or older than their inputs. */
export function staleApps(apps = APPS) {
  return apps.filter((app) => {
    const index = path.join(distOf(app), 'index.html');
    const built = newestMtime(index);
    if (!built || isDevelopmentBuild(index)) return true;
    return inputsOf(app).some((input) => newestMtime(input) > built);
  });
}

/** Builds the stale apps with lerna (two at a time: these machines have two cores). */
export async function buildStaleApps({ force = false, log = console.log } = {}) {
  const apps = force ? APPS : staleApps();
  if (apps.length === 0) {
    log('All four apps are up to date; skipping the build.');
    return;
  }
  log(`Building ${apps.map((app) => app.folder).join(', ')} ...`);
  const scopes = apps.flatMap((app) => ['--scope', app.pkg]);
  await run('npx', ['lerna', 'run', 'build', ...scopes, '--concurrency', '2', '--no-progress'], {
    cwd: ROOT,
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
  });
}
