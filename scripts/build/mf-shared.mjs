// The shared-singleton contract every federated app (shell and remotes) builds with:
// one React, one RxJS, one Emotion, one core (bus, pool) and one ui (theme). The router is not federated: the shell
// bundles the tree-shaken part of react-router, and remotes reach that one instance through @app/ui's routing names.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('../../', import.meta.url));

function installedVersion(pkg) {
  return JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`, { paths: [root] }), 'utf8')).version;
}

function workspaceVersion(dir) {
  return JSON.parse(readFileSync(`${root}${dir}/package.json`, 'utf8')).version;
}

function singleton(version) {
  return { singleton: true, requiredVersion: `^${version}`, version };
}

export function sharedSingletons() {
  const react = installedVersion('react');
  const reactDom = installedVersion('react-dom');
  return {
    react: singleton(react),
    'react/': singleton(react),
    'react-dom': singleton(reactDom),
    'react-dom/': singleton(reactDom),
    rxjs: singleton(installedVersion('rxjs')),
    '@emotion/react': singleton(installedVersion('@emotion/react')),
    '@emotion/styled': singleton(installedVersion('@emotion/styled')),
    '@app/core': singleton(workspaceVersion('shared/core')),
    '@app/ui': singleton(workspaceVersion('shared/ui')),
  };
}
