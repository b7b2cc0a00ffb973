// CLI: node scripts/serve/main.mjs <dir> <port> [--spa] [--csp] — serve one built app (e.g. a single remote's dist/);
// --csp sends the shell's Content-Security-Policy on its pages.
import { serveStatic } from './static-server.mjs';

const [dir, port, ...flags] = process.argv.slice(2);
if (!dir || !port) {
  console.error('usage: node scripts/serve/main.mjs <dir> <port> [--spa] [--csp]');
  process.exit(2);
}
const { port: actual } = await serveStatic({ dir, port: Number(port), spa: flags.includes('--spa'), csp: flags.includes('--csp') });
console.log(`serving ${dir} on http://127.0.0.1:${actual}`);
