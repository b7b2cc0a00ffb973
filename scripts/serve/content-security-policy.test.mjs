import { describe, expect, it } from 'vitest';
import { appPorts, runtimeConfig } from '../apps.mjs';
import { configOrigins, contentSecurityPolicy, inlineScriptHashes, policyDirectives } from './content-security-policy.mjs';

/** directive name → its sources. */
const directives = (config, options) => Object.fromEntries(policyDirectives(config, options).map(([name, ...sources]) => [name, sources]));

const deployed = {
  remotes: { feed: 'https://cdn.example.com/feed/mf-manifest.json', wallet: 'https://wallet.example.org/mf-manifest.json' },
  relays: ['wss://relay.example.com/', 'wss://nos.lol'],
  mints: ['https://mint.example.com/Bitcoin'],
  apiServer: 'https://api.example.com/',
};

describe('content security policy', () => {
  it('lets scripts come only from the page, the remotes the config names and the page’s own inline scripts', () => {
    const { 'script-src': scripts } = directives(deployed, { scriptHashes: ["'sha256-abc='"] });
    expect(scripts).toEqual(["'self'", 'https://cdn.example.com', 'https://wallet.example.org', "'wasm-unsafe-eval'", "'sha256-abc='"]);
  });

  it('connects a deployment on https/wss only: no plain http or ws anywhere', () => {
    const { 'connect-src': connect } = directives(deployed);
    expect(connect).toEqual(["'self'", 'https:', 'wss:', 'blob:']);
    expect(contentSecurityPolicy(deployed)).not.toMatch(/\b(http|ws):/);
    expect(contentSecurityPolicy(deployed)).toContain("; connect-src 'self' https: wss: blob:; img-src * data: blob:;");
  });

  it('a local deployment (npm start, e2e) reaches loopback services on any port over http and ws', () => {
    const config = runtimeConfig({ ports: appPorts(8080), relays: ['ws://127.0.0.1:7777/'], mints: ['http://127.0.0.1:3338'] });
    const { 'connect-src': connect, 'script-src': scripts } = directives(config);
    expect(connect).toEqual(["'self'", 'https:', 'wss:', 'blob:', 'http://127.0.0.1:*', 'ws://127.0.0.1:*']);
    expect(scripts.filter((source) => source.startsWith('http'))).toEqual([8081, 8082, 8083, 8084, 8085, 8086].map((port) => `http://127.0.0.1:${port}`));
  });

  it('names an insecure non-loopback relay exactly, with the http origin of its NIP-11 document', () => {
    const config = { remotes: {}, relays: ['wss://relay.example.com', 'ws://relay.lan:7777'], outboxRelays: ['ws://outbox.lan'] };
    expect(directives(config)['connect-src']).toEqual(["'self'", 'https:', 'wss:', 'blob:', 'ws://relay.lan:7777', 'http://relay.lan:7777', 'ws://outbox.lan', 'http://outbox.lan']);
  });

  it('takes every origin the config names and ignores what is not an http(s)/ws(s) URL', () => {
    const config = { remotes: { feed: 'http://10.0.0.2:81/mf-manifest.json', bad: 'javascript:alert(1)' }, relays: ['wss://r.example'], mints: ['http://mint.lan', 42, 'nope'], socialGraphService: 'http://graph.lan:9/', mediaServer: 'http://media.lan/', productDomain: 'localhost:8080' };
    const { remotes, connect } = configOrigins(config);
    expect(remotes).toEqual(['http://10.0.0.2:81']);
    expect(connect).toEqual(['http://10.0.0.2:81', 'wss://r.example', 'https://r.example', 'http://mint.lan', 'http://graph.lan:9', 'http://media.lan', 'http://localhost:8080']);
    expect(directives(config)['connect-src']).toEqual(["'self'", 'https:', 'wss:', 'blob:', 'http://localhost:*', 'ws://localhost:*', 'http://10.0.0.2:81', 'http://mint.lan', 'http://graph.lan:9', 'http://media.lan']);
  });

  it('allows no plugins, base changes, framing of the app, and requires Trusted Types for script sinks', () => {
    const policy = directives(deployed);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['require-trusted-types-for']).toEqual(["'script'"]);
    expect(policy['trusted-types']).toEqual(['shell', 'default']);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('hashes each inline script of a page as the browser does, not the external ones', () => {
    const html = '<head><script>alert(1)</script><script defer src="/main.js"></script><script type="module">x()</script></head>';
    expect(inlineScriptHashes(html)).toEqual(["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/)]);
    expect(inlineScriptHashes('<script src="/a.js"></script>')).toEqual([]);
  });
});
