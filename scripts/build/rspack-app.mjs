// Rspack config factory for the shell (host) and each remote: same loaders, same shared contract.
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostShared, remoteShared } from './mf-shared.mjs';
import { buildWorkers } from './rspack-worker.mjs';
import { ServiceWorkerPlugin } from './service-worker.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const browsers = ['chrome >= 111', 'firefox >= 115', 'safari >= 16.4'];

export function swcRule() {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        // Always the production jsx runtime: a hot remote then works inside a production shell and vice versa.
        transform: { react: { runtime: 'automatic', development: false, refresh: false } },
      },
      env: { targets: browsers },
    },
    type: 'javascript/auto',
  };
}

/** `import css from 'x.css?inline'`: the style sheet as text (Leaflet's, injected while a map is shown). */
export function inlineCssRule() {
  return { test: /\.css$/, resourceQuery: /inline/, type: 'asset/source' };
}

/**
 * The export conditions the app and workers resolve with: the bundler's defaults plus 'es2015', so that packages
 * shipping an ES2015 build beside an ES5 one (rxjs) give the smaller modern code without tslib's helpers.
 */
export function conditionNames(isDev, target = 'browser') {
  return ['es2015', 'import', 'module', 'webpack', isDev ? 'development' : 'production', target];
}

const FEDERATION_RUNTIME_PACKAGES = ['webpack-bundler-runtime', 'inject-external-runtime-core-plugin', 'runtime', 'runtime-core', 'sdk', 'error-codes'];

/**
 * The federation plugin injects its runtime by CommonJS paths, and CommonJS is not tree-shaken: point each runtime
 * package (by name and by the injected .cjs path) at its ES module build, so that the optimisation flags drop code.
 */
function federationRuntimeEsm() {
  const alias = {};
  for (const name of FEDERATION_RUNTIME_PACKAGES) {
    const dir = resolve(root, 'node_modules/@module-federation', name);
    const { import: esm, require: cjs } = JSON.parse(readFileSync(resolve(dir, 'package.json'), 'utf8')).exports['.'];
    alias[`@module-federation/${name}$`] = resolve(dir, esm.default);
    alias[resolve(dir, cjs.default)] = resolve(dir, esm.default);
  }
  return alias;
}

/** react-router publishes its production build beside the development one but resolves to the latter by default. */
function productionAliases(isDev) {
  return isDev ? {} : { 'react-router$': resolve(root, 'node_modules/react-router/dist/production/index.mjs') };
}

function baseConfig({ dir, port, isDev }) {
  return {
    mode: isDev ? 'development' : 'production',
    context: dir,
    devtool: isDev ? 'cheap-module-source-map' : false,
    output: {
      path: resolve(dir, 'dist'),
      filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      // Six hex digits tell a chunk's versions apart (its id is in the name too) and keep the shell's chunk map small:
      // every first load carries one entry per chunk of the app.
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:6].js',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js'], alias: { ...federationRuntimeEsm(), ...productionAliases(isDev) }, conditionNames: conditionNames(isDev) },
    module: { rules: [swcRule(), inlineCssRule()] },
    devServer: {
      port,
      host: '127.0.0.1',
      headers: { 'Access-Control-Allow-Origin': '*' },
      historyApiFallback: { disableDotRule: true },
      hot: true,
    },
    performance: { hints: false },
  };
}

/**
 * The shell's RxJS (not federated, see mf-shared.mjs) in one chunk of its own, holding only the operators the shell,
 * the core and the ui use: left to the default splitting, its core classes were copied into several shared modules'
 * chunks. A remote keeps the default: each page carries the few operators it uses.
 */
function rxjsChunk() {
  return { test: /[\\/]node_modules[\\/](rxjs|tslib)[\\/]/, name: 'rxjs', chunks: 'all', enforce: true, priority: 20 };
}

/**
 * V8's explicit compile hint (Chromium 136+): every function of a file is compiled eagerly, on a background thread
 * while the script streams in, instead of lazily on the main thread at its first call. A production chunk is fetched
 * when its code is about to run, so nearly all of it runs on load. Added after minification, which drops comments.
 */
export function compileHints(isDev) {
  if (isDev) return [];
  return [new rspack.BannerPlugin({ banner: '//# allFunctionsCalledOnLoad', raw: true, test: /\.js$/, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT })];
}

/** Directory, remote name (package name without scope) and default port of the app whose config file is at `configUrl`. */
function appInfo(configUrl) {
  const dir = dirname(fileURLToPath(configUrl));
  const pkg = JSON.parse(readFileSync(resolve(dir, 'package.json'), 'utf8'));
  return { dir, name: pkg.name.replace(/^@[^/]+\//, ''), port: Number(process.env.PORT ?? pkg.config.port) };
}

/**
 * The host: owns routing, provides the federation runtime and the shared singletons. A production build first builds
 * the relay and graph workers as one file each with nostr-wasm's binary (see rspack-worker.mjs), copies them in and
 * tells the core their names; in development the core's own `new (Shared)Worker(new URL(...))` builds them as chunks,
 * served by the dev server.
 */
export async function shellConfig(configUrl) {
  const { dir, port } = appInfo(configUrl);
  const isDev = process.env.NODE_ENV === 'development';
  const base = baseConfig({ dir, port, isDev });
  const workerDir = resolve(dir, 'node_modules/.workers');
  const built = isDev ? null : await buildWorkers(workerDir);
  const workerPlugins = built
    ? [
        new rspack.DefinePlugin({
          __RELAY_WORKER_FILE__: JSON.stringify(`/${built.relay}`),
          __GRAPH_WORKER_FILE__: JSON.stringify(`/${built.graph}`),
          __NOSTR_WASM_FILE__: JSON.stringify(`/${built.wasm}`),
        }),
        // Already minified by their own build (a second pass would only drop the compile hint).
        new rspack.CopyRspackPlugin({ patterns: [built.relay, built.graph, built.wasm].map((file) => ({ from: resolve(workerDir, file), to: file, info: { minimized: true } })) }),
      ]
    : [];
  return {
    ...base,
    entry: { main: './src/index.ts' },
    // The chunk loader's own Trusted Types policy, named in the page's CSP (scripts/serve/content-security-policy.mjs).
    output: { ...base.output, publicPath: '/', uniqueName: 'shell', trustedTypes: { policyName: 'shell' } },
    optimization: { splitChunks: { cacheGroups: { rxjs: rxjsChunk() } } },
    plugins: [
      ...compileHints(isDev),
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: hostShared(),
        shareStrategy: 'loaded-first',
        dts: false,
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
      new rspack.HtmlRspackPlugin({ template: './src/index.html', templateParameters: { preloads: wasmPreload(built) } }),
      new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', to: '.' }] }),
      ...workerPlugins,
      ...(isDev ? [] : [new ServiceWorkerPlugin(resolve(dir, 'node_modules/.sw'))]),
    ],
  };
}

/**
 * The page asks for nostr-wasm's binary itself, before its scripts take every connection: the relay worker, started
 * later, then finds it in the HTTP cache instead of checking the first relay answers with the slow pure-JS fallback.
 */
function wasmPreload(built) {
  return built ? `<link rel="preload" href="/${built.wasm}" as="fetch" crossorigin>` : '';
}

/**
 * A remote: exposes its pages, builds alone into its own dist/ with mf-manifest.json. `newerEntries` names shared entry
 * points a newer workspace has beyond this one's (the e2e's remote built for a shell that lacks them).
 */
export function remoteConfig(configUrl, exposes, newerEntries = []) {
  const { dir, name, port } = appInfo(configUrl);
  const isDev = process.env.NODE_ENV === 'development';
  const base = baseConfig({ dir, port, isDev });
  return {
    ...base,
    entry: {},
    output: { ...base.output, publicPath: 'auto', uniqueName: `remote_${name}` },
    plugins: [
      ...compileHints(isDev),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: remoteShared(newerEntries),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        experiments: { externalRuntime: true },
      }),
    ],
  };
}
