import { describe, expect, it } from 'vitest';
import { allowedHtml, allowedScriptUrl, installTrustedTypes } from './trusted-types';

type Rules = Record<'createHTML' | 'createScript' | 'createScriptURL', (input: string) => string | null>;

/** A window with a recording Trusted Types factory, on https://app.example. */
function fakeWindow() {
  const policies = new Map<string, Rules>();
  const trustedTypes = {
    get defaultPolicy() {
      return policies.get('default') ?? null;
    },
    createPolicy: (name: string, rules: Rules) => policies.set(name, rules),
  };
  return { win: { trustedTypes, location: new URL('https://app.example/wallet') } as unknown as Window, policies };
}

describe('trusted types default policy', () => {
  it('passes the libraries’ markup and refuses markup that could run script', () => {
    for (const html of ['&amp;', '<svg/>', '<span aria-hidden="true">+</span>', '<a href="https://leafletjs.com" title="A JavaScript library">Leaflet</a>', '']) expect(allowedHtml(html)).toBe(html);
    for (const html of ['<script>x()</script>', '<img src=x onerror=alert(1)>', '<a href="javascript:alert(1)">', '<iframe srcdoc="x">', '<object data=x>']) expect(allowedHtml(html)).toBeNull();
  });

  it('allows script URLs of the given origins only, relative ones against the page', () => {
    const origins = new Set(['https://app.example', 'https://cdn.example.com']);
    expect(allowedScriptUrl('/relay-worker.1234abcd.js', origins, 'https://app.example/x')).toBe('/relay-worker.1234abcd.js');
    expect(allowedScriptUrl('https://cdn.example.com/feed/remoteEntry.js', origins, 'https://app.example/')).toBe('https://cdn.example.com/feed/remoteEntry.js');
    for (const url of ['https://evil.example/x.js', 'data:text/javascript,alert(1)', 'blob:https://app.example/1', 'http://[bad']) expect(allowedScriptUrl(url, origins, 'https://app.example/')).toBeNull();
  });

  it('installs the default policy at once and trusts each remote’s origin once the runtime config is in', async () => {
    const { win, policies } = fakeWindow();
    let resolveConfig: (config: unknown) => void = () => {};
    const config = new Promise((resolve) => (resolveConfig = resolve));
    installTrustedTypes(config, win);
    const policy = policies.get('default')!;
    expect([...policies.keys()]).toEqual(['default']);
    expect(policy.createScript('alert(1)')).toBeNull();
    expect(policy.createScriptURL('/sw.js')).toBe('/sw.js');
    expect(policy.createScriptURL('https://cdn.example.com/feed/remoteEntry.js')).toBeNull();
    resolveConfig({ remotes: { feed: 'https://cdn.example.com/feed/mf-manifest.json', broken: 'http://[' } });
    await config;
    expect(policy.createScriptURL('https://cdn.example.com/feed/remoteEntry.js')).toBe('https://cdn.example.com/feed/remoteEntry.js');
    installTrustedTypes(Promise.resolve({}), win); // a second install (a Storybook preview's re-run) keeps the first
    expect(policies.get('default')).toBe(policy);
  });

  it('does nothing in a browser without Trusted Types', () => {
    expect(() => installTrustedTypes(Promise.resolve({}), { location: new URL('https://app.example/') } as unknown as Window)).not.toThrow();
  });
});
