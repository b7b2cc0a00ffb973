// The relay worker's production build: one self-contained classic script (no Module Federation runtime, no chunks:
// nostr-wasm and Dexie inline), so a first visit fetches it in one request beside the app's scripts and the worker
// never stops later to load a chunk synchronously (importScripts) while the page's requests hold the connections.
import { rspack } from '@rspack/core';
import { fileURLToPath } from 'node:url';
import { swcRule } from './rspack-app.mjs';

const entry = fileURLToPath(new URL('../../shared/core/src/worker/relay.worker.ts', import.meta.url));

/** Builds the worker into `outDir`; resolves with its file name (content-hashed). */
export function buildRelayWorker(outDir) {
  const compiler = rspack({
    mode: 'production',
    target: ['webworker', 'es2020'],
    entry: { 'relay-worker': entry },
    output: { path: outDir, filename: '[name].[contenthash:8].js', asyncChunks: false, clean: true, publicPath: '/' },
    resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js'] },
    module: { rules: [swcRule()] },
    performance: { hints: false },
  });
  return new Promise((resolvePromise, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error || stats.hasErrors()) return reject(error ?? new Error(stats.toString({ all: false, errors: true })));
      const [file] = stats.toJson({ all: false, assets: true }).assets.map((asset) => asset.name).filter((name) => name.endsWith('.js'));
      resolvePromise(file);
    });
  });
}
