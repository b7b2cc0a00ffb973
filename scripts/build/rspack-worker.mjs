// The workers' production build: the relay worker and the social graph's worker, each one self-contained classic
// script (no Module Federation runtime, no chunks: Dexie inline), so a first visit fetches each in one request beside
// the app's scripts and a worker never stops later to load a chunk synchronously (importScripts) while the page's
// requests hold the connections. nostr-wasm's binary is a file of its own beside them, compiled while it streams in
// (the package's inline base64 copy is left out).
import { rspack } from '@rspack/core';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileHints, conditionNames, swcRule } from './rspack-app.mjs';

const entries = {
  'relay-worker': fileURLToPath(new URL('../../shared/core/src/worker/relay.worker.ts', import.meta.url)),
  'graph-worker': fileURLToPath(new URL('../../shared/core/src/graph/graph.worker.ts', import.meta.url)),
};
const require = createRequire(import.meta.url);

/** nostr-wasm's binary and the content-hashed name it is served under. */
function nostrWasmFile() {
  const main = require.resolve('nostr-wasm', { paths: [fileURLToPath(new URL('../../shared/core/', import.meta.url))] });
  const source = resolve(dirname(main), '../public/out/secp256k1.wasm'); // dist/main.js → public/out (not in its exports)
  const hash = createHash('sha256').update(readFileSync(source)).digest('hex').slice(0, 8);
  return { source, name: `nostr-wasm.${hash}.wasm` };
}

/**
 * Builds both workers into `outDir` with nostr-wasm's binary beside them; resolves with the file names
 * (content-hashed) `{ relay, graph, wasm }`, which the shell copies and names to the core (the in-tab relay host, the
 * fallback where workers are refused, uses the same binary).
 */
export function buildWorkers(outDir) {
  const wasm = nostrWasmFile();
  const compiler = rspack({
    mode: 'production',
    target: ['webworker', 'es2020'],
    entry: entries,
    output: { path: outDir, filename: '[name].[contenthash:8].js', asyncChunks: false, clean: true, publicPath: '/' },
    resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js'], conditionNames: [...conditionNames(false, 'worker'), 'browser'] },
    module: { rules: [swcRule()] },
    plugins: [
      ...compileHints(false),
      new rspack.DefinePlugin({ __NOSTR_WASM_FILE__: JSON.stringify(`/${wasm.name}`) }),
      new rspack.CopyRspackPlugin({ patterns: [{ from: wasm.source, to: wasm.name }] }),
    ],
    performance: { hints: false },
  });
  return new Promise((resolvePromise, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error || stats.hasErrors()) return reject(error ?? new Error(stats.toString({ all: false, errors: true })));
      const scripts = stats.toJson({ all: false, assets: true }).assets.map((asset) => asset.name).filter((name) => name.endsWith('.js'));
      const named = (entry) => scripts.find((name) => name.startsWith(`${entry}.`));
      resolvePromise({ relay: named('relay-worker'), graph: named('graph-worker'), wasm: wasm.name });
    });
  });
}
