// CLI: node scripts/serve/print-csp.mjs <shell dist dir> [runtime-config.json] — the Content-Security-Policy header
// value the shell's page needs, for a server other than `npm start`'s (see docs/deploying.md).
import { readFileSync } from 'node:fs';
import { pagePolicy } from './page-policy.mjs';

const [dir, configPath] = process.argv.slice(2);
if (!dir) {
  console.error('usage: node scripts/serve/print-csp.mjs <shell dist dir> [runtime-config.json]');
  process.exit(2);
}
const overrides = configPath ? { '/runtime-config.json': JSON.parse(readFileSync(configPath, 'utf8')) } : {};
console.log(pagePolicy({ dir, overrides })('/index.html'));
