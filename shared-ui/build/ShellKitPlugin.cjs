// The webpack side of the shell kit (shellKit.cjs). The shell hands out the copies of the kit's files
// it has already loaded; a remote takes them, and keeps its own copies in one chunk that is fetched
// only when the shell does not provide this very kit.
const { ProvideSharedPlugin } = require('@module-federation/enhanced');
const { isWorkspaceSource, kitEntries, kitVersion } = require('./shellKit.cjs');

const PLUGIN = 'ShellKitPlugin';
/** The shell's chunk group after its async boundary (shell/src/index.ts): where the kit is provided from. */
const SHELL_STARTUP = 'bootstrap';
/** A remote's own copies of the kit. */
const REMOTE_FALLBACK = 'shell-kit-fallback';

class ShellKitPlugin {
  /**
   * @param {{ isShell: boolean, checkStartup?: boolean }} options  checkStartup: false in a server
   *   build, whose start-up is not the browser's (the browser build checks the list)
   */
  constructor({ isShell, checkStartup = true }) {
    this.isShell = isShell;
    this.checkStartup = checkStartup;
  }

  apply(compiler) {
    const files = new Set(kitEntries().map(([file]) => file));
    if (this.isShell) {
      // Provide only, never consume: the shell's own imports stay plain imports, so main.js (which
      // runs before the async boundary) never waits for the share scope and no module moves.
      const provides = kitEntries().map(([file, shareKey]) => [file, { shareKey, version: kitVersion() }]);
      new ProvideSharedPlugin({ provides: Object.fromEntries(provides) }).apply(compiler);
    }
    // Each provided module (shell) or each fallback (remote) would be loaded through a chunk of its
    // own: in the shell a second copy of a file its bootstrap chunk already holds (and one more
    // request when a remote asks), in a remote some fifty small chunks. Give them all one chunk group.
    const groupName = this.isShell ? SHELL_STARTUP : REMOTE_FALLBACK;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation, { normalModuleFactory }) => {
      compilation.hooks.succeedModule.tap(PLUGIN, (module) => {
        for (const block of module.blocks) {
          if (files.has(block.dependencies[0]?.request)) block.chunkName = groupName;
        }
      });
      if (this.isShell && this.checkStartup) checkKitList(compilation, files);
      else ownCopiesWithinKit(compiler, normalModuleFactory, files);
    });
    // The `shared` entries that make a remote take the kit (shellKit.cjs kitConsumes) also make it
    // provide its own copies, with a loader per file in remoteEntry.js (3.5 KB compressed) that
    // nothing calls: the shell's copies or none are taken. A remote takes the kit, never hands it out.
    if (!this.isShell) {
      compiler.hooks.finishMake.tap({ name: PLUGIN, stage: 100 }, (compilation) => {
        const entry = compilation.globalEntry;
        entry.includeDependencies = entry.includeDependencies.filter(
          (dep) => !(dep.type === 'provide shared module' && files.has(dep.request)),
        );
      });
    }
  }
}

/**
 * In a remote, a kit file imported by a kit file is that file itself, never the shared-module stand-in:
 * the kit is taken whole or not at all, so such an import only ever runs inside the remote's own copy
 * (its fallback), where a stand-in would wait for the fallback chunk it is part of (the page never
 * renders). This also covers mini-css-extract-plugin running a kit CSS module at build time (a loader
 * import of the same file), whose stand-in would wait for the module being built.
 */
function ownCopiesWithinKit(compiler, normalModuleFactory, files) {
  normalModuleFactory.hooks.createModule.tap({ name: PLUGIN, stage: -10 }, (createData, resolveData) => {
    if (!files.has(createData.resource) || !files.has(resolveData.contextInfo.issuer)) return undefined;
    const { type } = createData.settings;
    const module = normalModuleFactory.hooks.createModuleClass.for(type).call(createData, resolveData);
    return module ?? new compiler.webpack.NormalModule(createData);
  });
}

/**
 * The list in shellKit.cjs must name files of the shell's start-up (one it does not import would be
 * bundled into it only to be handed out), and no workspace file outside it may sit on an import path
 * between two of them: in a remote's own copy it would import the kit's stand-in (see
 * ownCopiesWithinKit).
 */
function checkKitList(compilation, files) {
  compilation.hooks.afterOptimizeChunks.tap(PLUGIN, () => {
    const { chunkGraph, moduleGraph } = compilation;
    const startup = new Set([
      ...(compilation.entrypoints.get('main')?.chunks ?? []),
      ...(compilation.namedChunkGroups.get(SHELL_STARTUP)?.chunks ?? []),
    ]);
    const inStartup = (module) => [...chunkGraph.getModuleChunksIterable(module)].some((c) => startup.has(c));
    const problems = [];
    for (const module of compilation.modules) {
      // (A module in no chunk is a build-time one, e.g. a CSS module run to extract its CSS.)
      if (!files.has(module.resource) || !chunkGraph.getNumberOfModuleChunks(module)) continue;
      const imported = [...moduleGraph.getIncomingConnections(module)].some(
        ({ originModule }) =>
          originModule && originModule.type !== 'provide-module' && inStartup(originModule),
      );
      if (!imported) problems.push(`${module.resource}: the shell's start-up does not import it, remove it`);
      for (const file of unlistedBetweenKitFiles(moduleGraph, module, files)) {
        problems.push(`${file}: imported by a listed file, it imports one: add it`);
      }
    }
    for (const problem of new Set(problems)) {
      const { WebpackError } = compilation.compiler.webpack;
      compilation.errors.push(new WebpackError(`Shell kit (shared-ui/build/shellKit.cjs): ${problem}.`));
    }
  });
}

/** Workspace files outside the list on an import path from one kit file to another. */
function unlistedBetweenKitFiles(moduleGraph, from, files) {
  const found = new Set();
  const seen = new Set();
  const walk = (module, path) => {
    for (const { module: target } of moduleGraph.getOutgoingConnections(module)) {
      const file = target?.resource;
      if (!file || !isWorkspaceSource(file) || seen.has(target)) continue;
      if (files.has(file)) {
        for (const between of path) found.add(between);
        continue;
      }
      seen.add(target);
      walk(target, [...path, file]);
    }
  };
  walk(from, []);
  return found;
}

module.exports = { ShellKitPlugin };
