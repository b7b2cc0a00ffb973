// Imports nothing, so the entry installs it before any script sink is used (docs/deploying.md, Trusted Types).

type Rule = (input: string) => string | null;
interface TrustedTypesFactory {
  defaultPolicy: unknown;
  createPolicy(name: string, rules: { createHTML: Rule; createScript: Rule; createScriptURL: Rule }): unknown;
}

/** Markup that could run script: an injection reaching innerHTML is refused (and reported) even before the CSP acts. */
const SCRIPTING_MARKUP = /<\s*(script|iframe|frame|object|embed|base|meta|link)\b|\son[a-z]+\s*=|javascript:|srcdoc/i;

/** The libraries' markup (Leaflet's controls, emoji-mart's icons, micromark's entity decoding), unless it could run script. */
export const allowedHtml: Rule = (input) => (SCRIPTING_MARKUP.test(input) ? null : input);

/** A script or worker URL of the page's origin or of a remote the runtime config names; anything else is refused. */
export function allowedScriptUrl(input: string, origins: ReadonlySet<string>, base: string): string | null {
  try {
    const url = new URL(input, base);
    return /^https?:$/.test(url.protocol) && origins.has(url.origin) ? input : null; // not blob: or data:, whatever their origin
  } catch {
    return null;
  }
}

function allowOrigin(origins: Set<string>, url: unknown, base: string): void {
  try {
    origins.add(new URL(String(url), base).origin);
  } catch {
    // not a URL: that remote cannot load anyway
  }
}

/**
 * The page's CSP requires Trusted Types for script sinks: Module Federation's script tags, the workers and the
 * libraries' innerHTML pass plain strings, which go through this default policy. The shell's own chunk loader has its
 * policy ('shell', rspack's output.trustedTypes). Script text (eval-like sinks) is never allowed.
 */
export function installTrustedTypes(rawConfig: Promise<unknown>, win: Window = window): void {
  const factory = (win as Window & { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory || factory.defaultPolicy) return; // a browser without Trusted Types enforces none; one default policy a page
  const origins = new Set([win.location.origin]);
  factory.createPolicy('default', {
    createHTML: allowedHtml,
    createScript: () => null,
    createScriptURL: (input) => allowedScriptUrl(input, origins, win.location.href),
  });
  // Registered before bootstrap's own wait on the config, so the remotes' origins are known before their first script.
  rawConfig.then((config) => {
    const remotes = (config as { remotes?: Record<string, unknown> } | null)?.remotes ?? {};
    for (const url of Object.values(remotes)) allowOrigin(origins, url, win.location.href);
  }).catch(() => {}); // bootstrap reports a missing or broken config
}
