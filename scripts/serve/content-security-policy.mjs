// The Content-Security-Policy of the shell's page, built from its runtime config (docs/deploying.md explains each part).
import { createHash } from 'node:crypto';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const NETWORK_SCHEMES = new Set(['http:', 'https:', 'ws:', 'wss:']);

/** Protocols force these: NIP-05, LNURL, NIP-11, mints and media servers live on any https host, relays on any wss one. */
export const OPEN_NETWORK = ['https:', 'wss:'];

/** The players a note's link may become (shared/ui/src/embeds/embedRules.ts). */
export const EMBED_ORIGINS = ['https://open.spotify.com', 'https://embed.tidal.com', 'https://embed.music.apple.com', 'https://embed.podcasts.apple.com', 'https://clips.twitch.tv'];

/** Trusted Types policies: the shell's chunk loader (rspack `output.trustedTypes`) and the app's default policy. */
export const TRUSTED_TYPES_POLICIES = ['shell', 'default'];

/** What every non-page, non-script response gets: a document opened from it (an SVG, say) may do nothing. */
export const ASSET_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The origin of an http(s)/ws(s) URL, else null. */
export function originOf(url) {
  try {
    const parsed = new URL(String(url).trim());
    return NETWORK_SCHEMES.has(parsed.protocol) ? parsed.origin : null;
  } catch {
    return null;
  }
}

const strings = (value) => (Array.isArray(value) ? value.filter((entry) => typeof entry === 'string') : []);
const unique = (values) => [...new Set(values.filter(Boolean))];

/** A relay's origin and the http(s) origin its NIP-11 document is read from. */
const relayOrigins = (url) => [originOf(url), originOf(String(url).trim().replace(/^ws/i, 'http'))];

/** The productDomain's NIP-05 document origin (plain http on loopback only, as the app asks it). */
function productDomainOrigin(domain) {
  if (typeof domain !== 'string' || !domain.trim()) return null;
  const host = domain.trim().replace(/:\d+$/, '');
  return originOf(`${LOOPBACK.has(host) ? 'http' : 'https'}://${domain.trim()}`);
}

/** The origins of the remotes (their scripts) and of every service the runtime config names (fetched or connected to). */
export function configOrigins(config = {}) {
  const remotes = unique(Object.values(config.remotes ?? {}).map(originOf));
  const relays = [...strings(config.relays), ...strings(config.outboxRelays)].flatMap(relayOrigins);
  const services = [...strings(config.mints), config.apiServer, config.socialGraphService, config.mediaServer].map(originOf);
  return { remotes, connect: unique([...remotes, ...relays, ...services, productDomainOrigin(config.productDomain)]) };
}

/**
 * A local deployment (the config names loopback services) also reaches other loopback services on any port, over
 * http and ws: the app allows plain http/ws only there (lightning addresses, NIP-05 names, NWC, relays of `npm start`).
 */
export function loopbackSources(origins) {
  const hosts = unique(origins.map((origin) => new URL(origin).host.replace(/:\d+$/, '')).filter((host) => LOOPBACK.has(host)));
  return hosts.flatMap((host) => [`http://${host}:*`, `ws://${host}:*`]);
}

/** Whether `origin` is already allowed by a scheme source (https:) or a loopback wildcard (http://127.0.0.1:*). */
function covered(origin, sources) {
  const url = new URL(origin);
  return sources.includes(url.protocol) || sources.includes(`${url.protocol}//${url.hostname}:*`);
}

/**
 * connect-src: the page, the open network the protocols need, loopback when local, and what else the config names;
 * blob: reads back object URLs the page made itself (a received or decrypted file), which reaches no network.
 */
export function connectSources(config) {
  const { connect } = configOrigins(config);
  const base = ["'self'", ...OPEN_NETWORK, 'blob:', ...loopbackSources(connect)];
  return [...base, ...connect.filter((origin) => !covered(origin, base))];
}

/** `'sha256-…'` of each inline script of an HTML page (the shell's theme script, set before the first paint). */
export function inlineScriptHashes(html) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes));
  return unique(scripts.map(([, , body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`));
}

/** The directives of the page's policy, in order; `scriptHashes` are the page's inline scripts (inlineScriptHashes). */
export function policyDirectives(config, { scriptHashes = [] } = {}) {
  return [
    ['default-src', "'self'"],
    // The shell's and the remotes' files, nostr-wasm (compiled from its bytes), the page's own inline scripts.
    ['script-src', "'self'", ...configOrigins(config).remotes, "'wasm-unsafe-eval'", ...scriptHashes],
    // Emotion and Leaflet write <style> elements and style attributes.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['connect-src', ...connectSources(config)],
    // Pictures and media of notes come from anywhere; data: (inline pictures), blob: (decrypted files, previews).
    ['img-src', '*', 'data:', 'blob:'],
    ['media-src', '*', 'data:', 'blob:'],
    ['frame-src', ...EMBED_ORIGINS],
    // The relay and graph workers and the service worker are the shell's own files.
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', ...TRUSTED_TYPES_POLICIES],
  ];
}

/** The header's value for the shell's page. */
export function contentSecurityPolicy(config, options) {
  return policyDirectives(config, options)
    .map((directive) => directive.join(' '))
    .join('; ');
}
