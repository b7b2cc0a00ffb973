// Who a production script belongs to: the shell, a remote's page or entry, or a shared module, read from the
// app's Module Federation manifest (mf-manifest.json) and the chunk's name.
import { existsSync, readFileSync } from 'node:fs';
import { appDir } from '../scripts/apps.mjs';

/** file name → owner, for one app's manifest (`app` is 'shell' or a remote's name). */
export function chunkOwners(app, manifest) {
  const owners = new Map();
  const claim = (file, owner) => owners.has(file) || owners.set(file, owner);
  for (const shared of manifest.shared ?? []) for (const file of shared.assets.js.sync) claim(file, `shared ${shared.name}`);
  const pagesOf = new Map();
  for (const expose of manifest.exposes ?? []) {
    for (const file of expose.assets.js.sync) pagesOf.set(file, [...(pagesOf.get(file) ?? []), expose.name]);
  }
  for (const [file, pages] of pagesOf) claim(file, `${app} page ${pages.join(', ')}`);
  return owners;
}

/** The owner of `file` of `app` when the manifest does not name it: entries and named chunks by their name. */
function ownerByName(app, file) {
  if (file === 'remoteEntry.js') return `${app} remoteEntry`;
  if (app === 'shell' && /^main\./.test(file)) return 'shell entry (federation runtime, bootstrap)';
  const name = file.replace(/\.[0-9a-f]{8}\.js$/, '');
  return /^\d+$/.test(name) ? `${app} chunk` : `${app} ${name}`;
}

/** A function from a script URL to { app, file, owner }, for the apps served on `ports` (name → port). */
export function scriptOwner(ports, readManifest = manifestOf) {
  const appByPort = new Map(Object.entries(ports).map(([app, port]) => [Number(port), app]));
  const ownersByApp = new Map();
  return (url) => {
    const { port, pathname } = new URL(url);
    const app = appByPort.get(Number(port)) ?? 'other';
    const file = pathname.split('/').pop();
    if (!ownersByApp.has(app)) ownersByApp.set(app, chunkOwners(app, readManifest(app)));
    return { app, file, owner: ownersByApp.get(app).get(file) ?? ownerByName(app, file) };
  };
}

/** An app's built manifest ({} when there is none). */
function manifestOf(app) {
  const path = `${appDir(app)}/dist/mf-manifest.json`;
  return app !== 'other' && existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
}
