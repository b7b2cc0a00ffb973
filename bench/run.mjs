// `npm run bench`: first-load JS of the home route from a real page load in Chromium, time to first feed item,
// and each remote's entry size. Prints figures; budgets are checked by reading them, not by timed unit tests.
// `npm run bench:report` prints every route and budget of issue 16.
import { startApp } from '../e2e/support/app-harness.mjs';
import { benchPorts, kb, launchChromium, measurePageLoad, relayWorkerSizes, remoteEntrySizes, requireBuild } from './page-load.mjs';

const BUDGET_KB = 150;
const FIRST_ITEM = { selector: '[data-testid="note-card"]' };

requireBuild();
const app = await startApp(benchPorts({ basePort: 28080, relayPort: 27777 }));
const browser = await launchChromium();
try {
  const { scripts, firstContentMs, heap } = await measurePageLoad(browser, app.url + '/', FIRST_ITEM);
  const byOrigin = new Map();
  for (const { url, gzip } of scripts) {
    const origin = Number(new URL(url).port) === app.ports.shell ? 'shell' : 'feed';
    byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + gzip);
  }
  const sum = (list) => list.reduce((total, { gzip }) => total + gzip, 0);
  const total = sum(scripts);
  const early = scripts.filter((script) => script.early);
  console.log('home route (/), production build, Chromium:');
  console.log(`  first-load JS      ${kb(total)} gzip in ${scripts.length} files until network idle (budget ${BUDGET_KB} KB: ${total / 1024 <= BUDGET_KB ? 'within' : 'OVER'})`);
  console.log(`    before 1st item  ${kb(sum(early))} gzip in ${early.length} files`);
  for (const [origin, bytes] of byOrigin) console.log(`    from ${origin.padEnd(6)}     ${kb(bytes)}`);
  // Playwright does not see a SharedWorker's requests: sizes from the build.
  const { worker, wasm } = relayWorkerSizes();
  console.log(`  relay worker       ${kb(worker)} gzip script + ${kb(wasm)} gzip nostr-wasm binary, fetched by the SharedWorker (its thread, not counted above)`);
  console.log(`  first feed item    ${firstContentMs} ms after navigation start`);
  console.log(`  JS heap            ${(heap / 1048576).toFixed(1)} MB`);
  console.log('remote entries (remoteEntry.js gzip / all JS of the remote gzip):');
  for (const { name, entry, total: all } of remoteEntrySizes()) console.log(`  ${name.padEnd(9)} ${kb(entry).padStart(9)} / ${kb(all)}`);
} finally {
  await browser.close();
  await app.close();
}
