// `npm test`: npm audit check, typecheck, unit tests, production build, story tests, built-Storybook smoke, e2e, fault scenarios (their
// table of scenario, result and what was checked); then one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

mkdirSync('.cache', { recursive: true });
const results = [];

function run(name, command, args, { env = {}, count, failuresOf } = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const counted = status !== null && count ? count() : null;
  const failures = status !== 0 && failuresOf ? failuresOf() : [];
  results.push({ name, ok: status === 0, seconds: (Date.now() - started) / 1000, counted, failures });
  return status === 0;
}

function vitestCounts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0) };
}

/** Names of the failed tests, so the end of a CI log says what broke. */
function vitestFailures(file) {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return report.testResults.flatMap((suite) => {
    const failed = suite.assertionResults.filter((test) => test.status === 'failed');
    const lines = failed.map((test) => `${suite.name} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    return suite.status === 'failed' && failed.length === 0 ? [`${suite.name}: ${firstLine(suite.message)}`] : lines;
  });
}

function playwrightFailures(file) {
  if (!existsSync(file)) return [];
  const specsOf = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specsOf)];
  return JSON.parse(readFileSync(file, 'utf8'))
    .suites.flatMap(specsOf)
    .filter((spec) => !spec.ok)
    .map((spec) => `${spec.file}:${spec.line} › ${spec.title}: ${firstLine(spec.tests[0]?.results.at(-1)?.error?.message)}`);
}

const firstLine = (text = '') => text.replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((line) => line.trim()) ?? '';

function playwrightCounts(file) {
  if (!existsSync(file)) return null;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
}

const npx = (bin) => `node_modules/.bin/${bin}`;
// Production dependencies' advisories (audit-exceptions.json explains any kept); a registry without the audit API is reported, not failed.
run('audit', 'node', ['scripts/audit-check.mjs', '--allow-unreachable']);
run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
run('unit', npx('vitest'), ['run', '--reporter=default', '--reporter=json', '--outputFile=.cache/unit.json'], {
  count: () => vitestCounts('.cache/unit.json'),
  failuresOf: () => vitestFailures('.cache/unit.json'),
});
const built = run('build', 'node', ['scripts/build-all.mjs']);
run('stories', npx('vitest'), ['run', '--config', 'storybook/vitest.stories.config.ts', '--reporter=default', '--reporter=json', '--outputFile=.cache/stories.json'], {
  count: () => vitestCounts('.cache/stories.json'),
  failuresOf: () => vitestFailures('.cache/stories.json'),
});
if (run('build-storybook', 'npm', ['run', '--silent', 'build-storybook'])) run('storybook-smoke', 'node', ['storybook/smoke.mjs']);
if (built)
  run('e2e', npx('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], {
    // Absolute: Playwright resolves a relative report path against its config's folder (e2e/).
    env: { PW_JSON: resolve('.cache/e2e.json') },
    count: () => playwrightCounts('.cache/e2e.json'),
    failuresOf: () => playwrightFailures('.cache/e2e.json'),
  });
if (built)
  run('faults', 'npm', ['run', '--silent', 'test:faults'], {
    env: { PW_JSON: resolve('.cache/faults.json') },
    count: () => playwrightCounts('.cache/faults.json'),
    failuresOf: () => playwrightFailures('.cache/faults.json'),
  });

console.log('\nsummary');
let passed = 0;
let failed = 0;
for (const step of results) {
  const counts = step.counted ? ` (${step.counted.passed} passed, ${step.counted.failed} failed)` : '';
  console.log(`  ${step.ok ? 'ok  ' : 'FAIL'} ${step.name.padEnd(16)} ${step.seconds.toFixed(1).padStart(6)} s${counts}`);
  if (step.counted) {
    passed += step.counted.passed;
    failed += step.counted.failed;
  }
  if (!step.ok && !step.counted?.failed) failed += 1;
  for (const failure of step.failures.slice(0, 10)) console.log(`       ✗ ${failure.slice(0, 300)}`);
}
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(results.every((step) => step.ok) ? 0 : 1);
