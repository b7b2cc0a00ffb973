import { describe, expect, it } from 'vitest';
import { remoteAssetUrls } from './remote-assets';

describe('remoteAssetUrls', () => {
  it("lists a remote's entry and every chunk of its pages and shared modules beside its manifest, once each", () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { assets: { js: { sync: ['__federation_expose_Home.abc123.js'], async: ['26.7fd551.js'] }, css: { sync: [], async: [] } } },
        { assets: { js: { sync: ['__federation_expose_Post.def456.js'], async: ['26.7fd551.js'] } } },
      ],
      shared: [{ assets: { js: { sync: ['390.0b8f15.js'], async: [] } } }, {}],
    };
    expect(remoteAssetUrls('http://127.0.0.1:8081/mf-manifest.json', manifest)).toEqual({
      entry: 'http://127.0.0.1:8081/remoteEntry.js',
      chunks: [
        'http://127.0.0.1:8081/__federation_expose_Home.abc123.js',
        'http://127.0.0.1:8081/26.7fd551.js',
        'http://127.0.0.1:8081/__federation_expose_Post.def456.js',
        'http://127.0.0.1:8081/390.0b8f15.js',
      ],
    });
  });

  it('takes an entry in a sub-path and tolerates an empty manifest', () => {
    expect(remoteAssetUrls('https://cdn.example/feed/mf-manifest.json', { metaData: { remoteEntry: { name: 'entry.js', path: 'v2' } } })).toEqual({
      entry: 'https://cdn.example/feed/v2/entry.js',
      chunks: [],
    });
    expect(remoteAssetUrls('https://cdn.example/mf-manifest.json', {}).entry).toBe('https://cdn.example/remoteEntry.js');
  });
});
