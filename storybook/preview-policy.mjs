// The app's Content-Security-Policy on the built Storybook's previews (every iframe.html), for the smoke check: the
// same directives as the shell's page (scripts/serve/content-security-policy.mjs), with no runtime config, the
// preview's own inline scripts hashed, and framing by Storybook's own manager page allowed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineScriptHashes, policyDirectives } from '../scripts/serve/content-security-policy.mjs';

/** `(pagePath) => header value` for the previews under `dir`; the manager's pages (index.html) get none. */
export function previewPolicy(dir) {
  return (pagePath) => {
    if (!pagePath.endsWith('/iframe.html')) return undefined;
    const directives = policyDirectives({}, { scriptHashes: inlineScriptHashes(readFileSync(join(dir, pagePath), 'utf8')) });
    return directives.map(([name, ...sources]) => [name, ...(name === 'frame-ancestors' ? ["'self'"] : sources)].join(' ')).join('; ');
  };
}

/** Init script: each violation in a preview is logged as an error, which fails the story in the smoke check. */
export function reportViolations() {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(`CSP violation: ${event.effectiveDirective} ${event.blockedURI} ${event.sample}`.trim());
  });
}
