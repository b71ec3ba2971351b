// Lists, at build time, the files a page needs before it can render, so that they can be requested
// together with the HTML instead of one after another (html -> main.js -> bootstrap -> react ...).
//
// - Shell: `<link rel="preload" as="script|style">` in its index.html for the chunks its start-up
//   needs: the `bootstrap` chunk group and the shared modules it provides (react, react-dom, the
//   router, zustand), each of which webpack loads only once main.js has run.
// - Remote: `mf-preload.json` beside its mf-manifest.json: its remoteEntry, the files of its exposed
//   ./App, and per route chunk (`webpackChunkName: "route-..."`, named in shared-ui's route table)
//   the files that route adds. The shell's server reads it at request time, so a remote deployed on
//   its own is preloaded by its new file names without touching the shell.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PRELOAD_FILE = 'mf-preload.json';
const isCode = (file) => /\.(js|css)$/.test(file);

/** The .js and .css files of a chunk group (the chunks an import() loads), in load order. */
function filesOf(group) {
  const files = group.chunks.flatMap((chunk) => [...chunk.files].filter(isCode));
  return {
    js: files.filter((file) => file.endsWith('.js')),
    css: files.filter((file) => file.endsWith('.css')),
  };
}

/** The chunk groups holding the shared modules this build provides (react, ...). */
function providedSharedGroups(compilation) {
  const groups = [];
  for (const module of compilation.modules) {
    if (module.constructor.name !== 'ProvideSharedModule') continue;
    for (const block of module.blocks) {
      const group = compilation.chunkGraph.getBlockChunkGroup(block);
      if (group) groups.push(group);
    }
  }
  return groups;
}

class PreloadListPlugin {
  /** @param {{ isShell: boolean, exposeGroupPrefix?: string }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { isShell } = this.options;
    compiler.hooks.thisCompilation.tap('PreloadListPlugin', (compilation) => {
      if (isShell) {
        HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadListPlugin', (data) => {
          const bootstrap = compilation.namedChunkGroups.get('bootstrap');
          const groups = [...(bootstrap ? [bootstrap] : []), ...providedSharedGroups(compilation)];
          const seen = new Set();
          const links = [];
          for (const group of groups) {
            const { js, css } = filesOf(group);
            for (const [file, as] of [...css.map((f) => [f, 'style']), ...js.map((f) => [f, 'script'])]) {
              if (seen.has(file)) continue;
              seen.add(file);
              links.push(
                HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as, href: `/${file}` }),
              );
            }
          }
          data.headTags.push(...links);
          // The entry script is what starts everything (the page's data, its LCP photo, the remote):
          // a deferred script is fetched at low priority, behind the high-priority preloads above on
          // the same origin's few HTTP/1.1 connections, so it arrived last.
          for (const tag of data.headTags) {
            if (tag.tagName === 'script' && tag.attributes.src) tag.attributes.fetchpriority = 'high';
          }
          return data;
        });
        return;
      }
      compilation.hooks.processAssets.tap(
        { name: 'PreloadListPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const routes = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (name.startsWith('route-')) routes[name] = filesOf(group);
          }
          const exposeGroups = [...compilation.namedChunkGroups]
            .filter(([name]) => name.startsWith('__federation_expose_'))
            .map(([, group]) => filesOf(group));
          const list = {
            remoteEntry: 'remoteEntry.js',
            entry: {
              js: exposeGroups.flatMap((files) => files.js),
              css: exposeGroups.flatMap((files) => files.css),
            },
            routes,
          };
          compilation.emitAsset(
            PRELOAD_FILE,
            new compiler.webpack.sources.RawSource(JSON.stringify(list, null, 2)),
          );
        },
      );
    });
  }
}

module.exports = { PreloadListPlugin, PRELOAD_FILE };
