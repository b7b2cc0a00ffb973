// The shared-singleton contract every federated app (shell and remotes) builds with: one React, one Emotion, and
// each entry point of the workspace packages (@app/core, @app/ui, @app/ui/nostr, … from their exports maps) as a
// singleton of its own, loaded only when some code imports it. The router is not federated: the shell bundles the
// tree-shaken part of react-router, and remotes reach that one instance through @app/ui's routing names. RxJS is not
// federated either: every app bundles the operators it uses (a federated module is not tree-shaken; all of RxJS
// cost 14.8 KB gzip on every first load), and observables of different copies interoperate.
//
// The shell provides every workspace entry point, imported or not; remotes bring none of them (`import: false`), so a
// remote that needs an entry point the deployed shell lacks fails to load with the entry's name in the error, and the
// shell shows '{Area} is unavailable' with that name instead of running a second copy of a singleton.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('../../', import.meta.url));
const WORKSPACE_PACKAGES = ['shared/core', 'shared/ui'];
/**
 * Entry points only the shell may use, never offered to remotes: @app/core/keys reveals and exports the private key.
 * A remote that imported it would bundle a copy of its own, which cannot reach the shell's signer (an empty lookup).
 */
const HOST_ONLY_ENTRIES = new Set(['@app/core/keys']);

function installedVersion(pkg) {
  return JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`, { paths: [root] }), 'utf8')).version;
}

function singleton(version) {
  return { singleton: true, requiredVersion: `^${version}`, version };
}

/** Every entry point of the workspace packages: share key → its source file and the package's version. */
export function workspaceEntries() {
  return WORKSPACE_PACKAGES.flatMap((dir) => {
    const { name, version, exports } = JSON.parse(readFileSync(resolve(root, dir, 'package.json'), 'utf8'));
    return Object.entries(exports).map(([subpath, file]) => ({ key: `${name}${subpath.slice(1)}`, file: resolve(root, dir, file), version }));
  }).filter(({ key }) => !HOST_ONLY_ENTRIES.has(key));
}

function libraries() {
  const react = installedVersion('react');
  const reactDom = installedVersion('react-dom');
  return {
    react: singleton(react),
    'react/': singleton(react),
    'react-dom': singleton(reactDom),
    'react-dom/': singleton(reactDom),
    '@emotion/react': singleton(installedVersion('@emotion/react')),
    '@emotion/styled': singleton(installedVersion('@emotion/styled')),
  };
}

/** The shell's shared config: each workspace entry provided from its file, so that it is provided even unimported. */
export function hostShared() {
  const entries = workspaceEntries().map(({ key, file, version }) => [key, { ...singleton(version), import: file, shareKey: key }]);
  return { ...libraries(), ...Object.fromEntries(entries) };
}

/** A remote's shared config: the workspace entries (and `newerEntries`, see remoteConfig) come from the shell only. */
export function remoteShared(newerEntries = []) {
  const newer = newerEntries.map((key) => ({ key, version: workspaceEntries()[0].version }));
  const entries = [...workspaceEntries(), ...newer].map(({ key, version }) => [key, { ...singleton(version), import: false }]);
  return { ...libraries(), ...Object.fromEntries(entries) };
}
