import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

interface Row {
  scenario: string;
  result: string;
  checked: string;
}

const WIDTHS = { scenario: 58, result: 6 };

/** Prints the fault scenarios as a table: scenario, result, and what each checked (its 'checked' annotations). */
export default class FaultTableReporter implements Reporter {
  private rows: Row[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const checked = test.annotations.filter((note) => note.type === 'checked').map((note) => note.description ?? '');
    const failure = result.error?.message?.replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((line) => line.trim());
    const scenario = test.titlePath().slice(3).join(' › ');
    const verdict = result.status === 'passed' ? 'pass' : result.status === 'skipped' ? 'SKIP' : 'FAIL';
    this.rows.push({ scenario, result: verdict, checked: [...checked, ...(failure ? [failure] : [])].join('; ') });
  }

  onEnd(result: FullResult): void {
    const line = (row: Row) => `${row.scenario.padEnd(WIDTHS.scenario)} | ${row.result.padEnd(WIDTHS.result)} | ${row.checked}`;
    console.log('\nFault scenarios');
    console.log(line({ scenario: 'scenario', result: 'result', checked: 'checked' }));
    console.log(`${'-'.repeat(WIDTHS.scenario)}-+-${'-'.repeat(WIDTHS.result)}-+-${'-'.repeat(40)}`);
    for (const row of this.rows) console.log(line(row));
    const failed = this.rows.filter((row) => row.result !== 'pass').length;
    console.log(`${this.rows.length} scenarios, ${failed} failed (${result.status})\n`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
