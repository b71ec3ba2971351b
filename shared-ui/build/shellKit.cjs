// The shell kit: the workspace's own files (shared-ui, shared-domain) that the shell's start-up already
// runs and the remotes use too. The shell provides its copies through Module Federation and the
// remotes take them, so a renter downloads each of these files once instead of once per app.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');

/**
 * Files in the shell's first scripts (main.js or its bootstrap chunk) that a remote imports from a file
 * of its own or of shared-ui outside this list. A file that remotes reach only through listed files
 * needs no entry (Button.module.css, VisuallyHidden...): it comes with them, in the shell's copy; each
 * entry costs about 60 bytes (compressed) of registration in main.js and remoteEntry.js. The shell's
 * build fails when a listed file is not in its first scripts (it would be bundled only to be handed
 * out), or when an unlisted workspace file sits on an import path between two listed ones
 * (ShellKitPlugin.cjs says why); e2e/perf/js-budget.spec.ts fails when a remote downloads a file of the
 * shell's again: add that file here.
 */
const KIT_FILES = [
  'shared-domain/src/amenities.ts',
  'shared-domain/src/constants.ts',
  'shared-domain/src/dates.ts',
  'shared-domain/src/factFilters.ts',
  'shared-domain/src/formatDisplayDate.ts',
  'shared-domain/src/listingFacts.ts',
  'shared-domain/src/messages.ts',
  'shared-domain/src/pricing.ts',
  'shared-domain/src/result.ts',
  'shared-domain/src/search.ts',
  'shared-domain/src/searchFilters.ts',
  'shared-domain/src/validation/parseDecimalText.ts',
  'shared-ui/src/api/apiPaths.ts',
  'shared-ui/src/api/apiRequestError.ts',
  'shared-ui/src/api/callApi.ts',
  'shared-ui/src/components/AppLink.tsx',
  'shared-ui/src/components/Button.tsx',
  'shared-ui/src/components/Container.tsx',
  'shared-ui/src/components/ErrorBox.tsx',
  'shared-ui/src/components/Field.module.css',
  'shared-ui/src/components/Grid.tsx',
  'shared-ui/src/components/ListingCardSkeleton.tsx',
  'shared-ui/src/components/MessageBox.module.css',
  'shared-ui/src/components/Notice.tsx',
  'shared-ui/src/components/Page.tsx',
  'shared-ui/src/components/RouteSkeleton.tsx',
  'shared-ui/src/components/Select.tsx',
  'shared-ui/src/components/Skeleton.tsx',
  'shared-ui/src/components/Spinner.tsx',
  'shared-ui/src/components/Stack.module.css',
  'shared-ui/src/components/actionSpec.tsx',
  'shared-ui/src/components/classNames.ts',
  'shared-ui/src/components/fieldIds.ts',
  'shared-ui/src/components/icons.tsx',
  'shared-ui/src/imageSources.ts',
  'shared-ui/src/lazyRoute.ts',
  'shared-ui/src/routes.ts',
  'shared-ui/src/shell/ShellLink.tsx',
  'shared-ui/src/shell/ShellProvider.tsx',
  'shared-ui/src/shell/createNotificationArrivals.tsx',
  'shared-ui/src/shell/useCurrency.tsx',
  'shared-ui/src/shell/usePreloadRoute.tsx',
  'shared-ui/src/shell/useSession.tsx',
  'shared-ui/src/shell/useShell.tsx',
];

/**
 * One version for the whole kit, from the contents of its files: a remote takes the shell's copies only
 * when they are the very files it was built with, and otherwise all of its own (never a mix, which
 * would split a React context between two copies). A shell and remotes built from one commit share;
 * a remote deployed against an older or newer shell falls back to its own copies and keeps working.
 */
function kitVersion() {
  const hash = crypto.createHash('sha256');
  for (const file of KIT_FILES) hash.update(`${file}\0`).update(fs.readFileSync(path.join(ROOT, file)));
  return `0.0.0-kit.${hash.digest('hex').slice(0, 10)}`;
}

/** Whether an absolute path is a source file of shared-ui or shared-domain. */
function isWorkspaceSource(file) {
  return ['shared-ui/src/', 'shared-domain/src/'].some((dir) => file.startsWith(path.join(ROOT, dir)));
}

/** Absolute path -> share key (the path from the repository root): how both sides name a file. */
function kitEntries() {
  return KIT_FILES.map((file) => [path.join(ROOT, file), file]);
}

/**
 * A remote's `shared` entries for the kit: each file, however it is imported (package path or relative),
 * is taken from the share scope when the shell provides this very kit, else from the remote's own copy
 * (its fallback: in development, where a remote runs alone, or beside a shell of another commit).
 */
function kitConsumes() {
  const version = kitVersion();
  return Object.fromEntries(
    kitEntries().map(([file, shareKey]) => [
      file,
      { shareKey, import: file, version, requiredVersion: version, strictVersion: true },
    ]),
  );
}

module.exports = { KIT_FILES, kitVersion, kitEntries, kitConsumes, isWorkspaceSource };
