// The shell's service worker (shell/src/sw/worker): bundled alone as one classic script, then given the list of the
// shell's built files with their revisions by Workbox's injectManifest, into dist/sw.js.
import { rspack } from '@rspack/core';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { injectManifest } from 'workbox-build';
import { conditionNames, swcRule } from './rspack-app.mjs';

const source = fileURLToPath(new URL('../../shell/src/sw/worker/service-worker.ts', import.meta.url));

function bundle(outDir) {
  const compiler = rspack({
    mode: 'production',
    target: ['webworker', 'es2020'],
    entry: { sw: source },
    output: { path: outDir, filename: '[name].js', asyncChunks: false, clean: true },
    resolve: { extensions: ['.ts', '.mjs', '.js'], conditionNames: [...conditionNames(false, 'worker'), 'browser'] },
    module: { rules: [swcRule()] },
    performance: { hints: false },
  });
  return new Promise((resolvePromise, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString({ all: false, errors: true })));
      else resolvePromise(resolve(outDir, 'sw.js'));
    });
  });
}

/** Builds `distDir/sw.js`, precaching the shell's page, scripts, worker files, icons and manifest. */
export async function buildServiceWorker(distDir, tempDir) {
  const swSrc = await bundle(tempDir);
  const { count, size, warnings } = await injectManifest({
    swSrc,
    swDest: resolve(distDir, 'sw.js'),
    globDirectory: distDir,
    globPatterns: ['**/*.{html,js,css,wasm,svg,png,webmanifest}'],
    globIgnores: ['sw.js'],
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    // Content-hashed names are their own revision.
    dontCacheBustURLsMatching: /\.[0-9a-f]{6,8}\.(js|css|wasm)$/,
  });
  if (warnings.length) console.warn(`service worker: ${warnings.join('; ')}`);
  return { count, size };
}

/** Rspack plugin: after the shell's files are written, its service worker is built from them. */
export class ServiceWorkerPlugin {
  constructor(tempDir) {
    this.tempDir = tempDir;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('ServiceWorkerPlugin', () => buildServiceWorker(compiler.options.output.path, this.tempDir).then(() => undefined));
  }
}
