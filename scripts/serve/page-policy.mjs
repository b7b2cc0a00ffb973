// The policy a served page gets: its directory's runtime config (or this run's override) and the page's inline scripts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentSecurityPolicy, inlineScriptHashes } from './content-security-policy.mjs';

function readConfig(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return {}; // no config: no remotes, nothing beyond the open network
  }
}

/**
 * `(pathname) => header value` for the pages in `dir`. Both files are read at every page response: the e2e tests and
 * deployers edit runtime-config.json while serving, and the next page load must get the policy that matches it.
 */
export function pagePolicy({ dir, overrides = {} }) {
  return (pathname) => {
    const config = overrides['/runtime-config.json'] ?? readConfig(join(dir, 'runtime-config.json'));
    const html = readFileSync(join(dir, pathname), 'utf8');
    return contentSecurityPolicy(config, { scriptHashes: inlineScriptHashes(html) });
  };
}
