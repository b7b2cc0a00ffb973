import { describe, expect, it } from 'vitest';
import { chunkOwners, scriptOwner } from './owners.mjs';

/** Shaped like a remote's mf-manifest.json (remotes/feed/dist). */
const feedManifest = {
  shared: [
    { name: '@app/core', assets: { js: { sync: ['396.6e467ea2.js', '417.cd4483a1.js'], async: [] } } },
    { name: 'react', assets: { js: { sync: ['466.beff08c3.js'], async: [] } } },
  ],
  exposes: [
    { name: 'Home', assets: { js: { sync: ['26.0800bde5.js', '__federation_expose_Home.42cde629.js'], async: ['124.ab3a5245.js'] } } },
    { name: 'NewPost', assets: { js: { sync: ['26.0800bde5.js', '__federation_expose_NewPost.18146852.js'], async: [] } } },
  ],
};
const shellManifest = { shared: [{ name: '@app/ui', assets: { js: { sync: ['884.6b445978.js'], async: [] } } }], exposes: [] };

describe('chunkOwners', () => {
  it('names shared modules first, then the pages whose first load needs the chunk', () => {
    const owners = chunkOwners('feed', feedManifest);
    expect(owners.get('417.cd4483a1.js')).toBe('shared @app/core');
    expect(owners.get('26.0800bde5.js')).toBe('feed page Home, NewPost');
    expect(owners.get('__federation_expose_Home.42cde629.js')).toBe('feed page Home');
    expect(owners.has('124.ab3a5245.js')).toBe(false);
  });
});

describe('scriptOwner', () => {
  const ports = { shell: 28080, feed: 28081 };
  const ownerOf = scriptOwner(ports, (app) => (app === 'shell' ? shellManifest : feedManifest));

  it('finds the app by port and the owner by manifest or name', () => {
    expect(ownerOf('http://127.0.0.1:28080/884.6b445978.js')).toEqual({ app: 'shell', file: '884.6b445978.js', owner: 'shared @app/ui' });
    expect(ownerOf('http://127.0.0.1:28080/main.c7cea277.js').owner).toBe('shell entry (federation runtime, bootstrap)');
    expect(ownerOf('http://127.0.0.1:28081/remoteEntry.js').owner).toBe('feed remoteEntry');
    expect(ownerOf('http://127.0.0.1:28081/nostr-relays.ee9e5067.js').owner).toBe('feed nostr-relays');
    expect(ownerOf('http://127.0.0.1:28081/124.ab3a5245.js').owner).toBe('feed chunk');
    expect(ownerOf('http://127.0.0.1:9999/x.12345678.js').app).toBe('other');
  });
});
