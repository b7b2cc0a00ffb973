// `npm audit --omit=dev` as a check (issue 24 point 7): every advisory against a production dependency fails it unless
// audit-exceptions.json lists it with a reason. test-all.mjs runs it with --allow-unreachable: the audit needs the
// registry's advisory endpoint, which an offline machine (or a registry mirror without it) does not have.
//
//   node scripts/audit-check.mjs                     runs `npm audit --omit=dev --json`
//   node scripts/audit-check.mjs --report file.json  checks a saved report instead
//   --allow-unreachable                              an audit that cannot run warns and passes (exit 0)
//
// Exit codes: 0 clean (or every finding excepted), 1 findings without an exception, 2 the audit could not run.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const root = new URL('../', import.meta.url).pathname;
export const EXCEPTIONS_FILE = `${root}audit-exceptions.json`;

/** The advisory id of one `via` entry: its GHSA id from the advisory URL, else npm's numeric source id. */
function advisoryId(via) {
  return /GHSA-[\w-]+/.exec(via.url ?? '')?.[0] ?? String(via.source);
}

/** Each advisory in an `npm audit --json` (v2) report, once per package it is reported against. */
export function auditFindings(report) {
  const findings = [];
  for (const [name, vulnerability] of Object.entries(report.vulnerabilities ?? {})) {
    for (const via of vulnerability.via ?? []) {
      if (typeof via !== 'object') continue; // a package name: the advisory is reported on that package itself
      findings.push({ package: name, id: advisoryId(via), severity: via.severity, title: via.title, url: via.url });
    }
  }
  return findings;
}

/** Why the report is no audit result (npm's error, e.g. the registry unreachable), or null for a real report. */
export function auditFailure(report) {
  if (report && typeof report === 'object' && report.vulnerabilities) return null;
  return String(report?.error?.summary || report?.message || 'no report');
}

const covers = (exception, finding) => exception.id === finding.id && (!exception.package || exception.package === finding.package);

/** Findings with and without an exception, and exceptions nothing needs any more. Exceptions need a reason. */
export function checkAudit(report, exceptions) {
  const invalid = exceptions.filter((exception) => !exception.id || !String(exception.reason ?? '').trim());
  const valid = exceptions.filter((exception) => !invalid.includes(exception));
  const findings = auditFindings(report);
  return {
    unexcepted: findings.filter((finding) => !valid.some((exception) => covers(exception, finding))),
    excepted: findings.filter((finding) => valid.some((exception) => covers(exception, finding))),
    stale: valid.filter((exception) => !findings.some((finding) => covers(exception, finding))),
    invalid,
  };
}

function runAudit() {
  const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  try {
    return JSON.parse(result.stdout);
  } catch {
    return { message: (result.stderr || result.error?.message || 'npm audit printed no JSON').trim().split('\n')[0] };
  }
}

const line = (finding) => `  ${finding.package}: ${finding.id} (${finding.severity}) ${finding.title ?? ''} ${finding.url ?? ''}`.trimEnd();

function main(args) {
  const reportFile = args.includes('--report') ? args[args.indexOf('--report') + 1] : null;
  const report = reportFile ? JSON.parse(readFileSync(reportFile, 'utf8')) : runAudit();
  const failure = auditFailure(report);
  if (failure) {
    console.error(`npm audit could not run: ${failure}`);
    return args.includes('--allow-unreachable') ? 0 : 2;
  }
  const { unexcepted, excepted, stale, invalid } = checkAudit(report, JSON.parse(readFileSync(EXCEPTIONS_FILE, 'utf8')).exceptions ?? []);
  for (const exception of invalid) console.error(`audit-exceptions.json: an exception needs an id and a reason: ${JSON.stringify(exception)}`);
  for (const exception of stale) console.warn(`audit-exceptions.json: ${exception.id} is no longer reported; remove it`);
  if (excepted.length) console.log(`${excepted.length} finding(s) excepted in audit-exceptions.json:\n${excepted.map(line).join('\n')}`);
  if (unexcepted.length || invalid.length) {
    if (unexcepted.length) console.error(`${unexcepted.length} finding(s) of npm audit --omit=dev without an exception:\n${unexcepted.map(line).join('\n')}`);
    return 1;
  }
  console.log('npm audit --omit=dev: no findings without an explained exception');
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main(process.argv.slice(2));
