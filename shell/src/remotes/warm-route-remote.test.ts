import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { matchPath } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMOTE_ROUTES } from '../routes/route-table';
import { matchesRoutePath, remotePageFiles, warmRouteRemote } from './warm-route-remote';

/** The shape Module Federation writes to mf-manifest.json (trimmed). */
const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  exposes: [
    { name: 'Home', assets: { js: { sync: ['403.b8b31c38.js', '__federation_expose_Home.e809f69f.js'], async: ['124.ab3a5245.js'] } } },
    { name: 'Post', assets: { js: { sync: ['__federation_expose_Post.0a1b2c3d.js'], async: [] } } },
  ],
};

let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url !== '/feed/mf-manifest.json') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end(JSON.stringify(manifest));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const preloaded = () => [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((link) => (link as HTMLLinkElement).href);

describe('warming the opening route’s remote', () => {
  it('matches paths exactly as the router does, for every remote route', () => {
    const paths = ['/', '/new', '/notifications', '/post/note1abc', '/post', '/wallet', '/chats', '/chats/a/b', '/settings/profile',
      '/settings/network', '/search', '/search/nostr', '/u/alice', '/m', '/map/u0', '/relay/wss%3A%2F%2Fx', '/npub1xyz', '/search/a/b'];
    for (const path of paths) {
      const expected = REMOTE_ROUTES.find((route) => matchPath(route.path, path))?.page;
      expect(REMOTE_ROUTES.find((route) => matchesRoutePath(route.path, path))?.page, path).toBe(expected);
    }
  });

  it("names the remote's entry and the page's first files beside the manifest", () => {
    expect(remotePageFiles('http://127.0.0.1:8081/mf-manifest.json', manifest, 'Home')).toEqual([
      'http://127.0.0.1:8081/remoteEntry.js',
      'http://127.0.0.1:8081/403.b8b31c38.js',
      'http://127.0.0.1:8081/__federation_expose_Home.e809f69f.js',
    ]);
  });

  it('preloads the page of the path the app opens on, and nothing for a path no remote serves', async () => {
    const config = Promise.resolve({ remotes: { feed: `${origin}/feed/mf-manifest.json` } });
    await warmRouteRemote(config, '/npub1xyz');
    expect(preloaded()).toEqual([]);
    await warmRouteRemote(config, '/post/note1abc');
    expect(preloaded()).toEqual([`${origin}/feed/remoteEntry.js`, `${origin}/feed/__federation_expose_Post.0a1b2c3d.js`]);
  });

  it('adds nothing when the manifest cannot be had (the route reports the failure itself)', async () => {
    document.head.innerHTML = '';
    await warmRouteRemote(Promise.resolve({ remotes: { feed: `${origin}/gone/mf-manifest.json` } }), '/');
    await warmRouteRemote(Promise.resolve({ remotes: {} }), '/');
    expect(preloaded()).toEqual([]);
  });
});
