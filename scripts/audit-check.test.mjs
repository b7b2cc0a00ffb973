import { describe, expect, it } from 'vitest';
import { auditFailure, auditFindings, checkAudit } from './audit-check.mjs';

const advisory = (id, title) => ({ source: 1001, name: 'left-pad', dependency: 'left-pad', title, url: `https://github.com/advisories/${id}`, severity: 'high', range: '<2' });
/** An `npm audit --json` v2 report: left-pad with an advisory, and a dependent reported through it. */
const report = {
  auditReportVersion: 2,
  vulnerabilities: {
    'left-pad': { name: 'left-pad', severity: 'high', via: [advisory('GHSA-aaaa-bbbb-cccc', 'Prototype pollution')] },
    'pads-everything': { name: 'pads-everything', severity: 'high', via: ['left-pad'] },
  },
};

describe('audit-check', () => {
  it('lists each advisory once per package it is reported against', () => {
    expect(auditFindings(report)).toEqual([{ package: 'left-pad', id: 'GHSA-aaaa-bbbb-cccc', severity: 'high', title: 'Prototype pollution', url: 'https://github.com/advisories/GHSA-aaaa-bbbb-cccc' }]);
    expect(auditFindings({ auditReportVersion: 2, vulnerabilities: {} })).toEqual([]);
  });

  it('fails on a finding without an exception, passes it with one that gives a reason', () => {
    expect(checkAudit(report, []).unexcepted).toHaveLength(1);
    const excepted = checkAudit(report, [{ id: 'GHSA-aaaa-bbbb-cccc', reason: 'only reached from the build' }]);
    expect(excepted.unexcepted).toEqual([]);
    expect(excepted.excepted).toHaveLength(1);
  });

  it('refuses an exception without a reason, and names exceptions nothing needs any more', () => {
    const result = checkAudit(report, [{ id: 'GHSA-aaaa-bbbb-cccc', reason: ' ' }, { id: 'GHSA-gone-gone-gone', reason: 'fixed upstream' }]);
    expect(result.invalid).toHaveLength(1);
    expect(result.unexcepted).toHaveLength(1);
    expect(result.stale.map((exception) => exception.id)).toEqual(['GHSA-gone-gone-gone']);
  });

  it('tells an audit that could not run from a clean one', () => {
    expect(auditFailure({ message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk' })).toMatch(/405/);
    expect(auditFailure(report)).toBeNull();
  });
});
