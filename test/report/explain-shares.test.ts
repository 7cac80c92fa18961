// Shares of a delta have a defined denominator: the time the nodes that moved the change's way added between
// them, so no share passes 100 % when other nodes moved the other way, and a change within the noise gets no share.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { attributionLine, contributorsLine, deltaReference, shareOf } from '../../src/report/explain-phrases.js';
import type { ReportRecord } from '../../src/record/schema.js';

type Diff = NonNullable<NonNullable<ReportRecord['profile']>['diff']>;

function record(p50Verdict: string, baselineMs: number, candidateMs: number): ReportRecord {
  return { latency: { p50: { verdict: p50Verdict, baseline: baselineMs, candidate: candidateMs } } } as ReportRecord;
}

/** If_32 took 7 µs more while two other nodes saved 4.6 µs: a net +2.4 µs. */
const mixed = {
  deltaUs: 2.4,
  changedDeltaUs: 7,
  groups: [
    { kind: 'changed', op: 'If', nodes: 1, deltaUs: 7 },
    { kind: 'unchanged', op: 'MatMul', nodes: 2, deltaUs: -4.6 },
  ],
  contributors: [
    { name: 'If_32', deltaUs: 7 },
    { name: 'MatMul_1', deltaUs: -3 },
    { name: 'MatMul_2', deltaUs: -1.6 },
  ],
} as unknown as Diff;

describe('shares of a delta', () => {
  it('are taken of the time the slower nodes added, never of a net delta, so none passes 100 %', () => {
    const regressed = record('regression', 0.1, 0.1024);
    const reference = deltaReference(regressed, mixed);
    assert.equal(reference.us, 7);
    assert.equal(reference.words, 'of the time the slower nodes added');
    assert.equal(shareOf(7, reference.us), '100%');
    const shares = [...contributorsLine(regressed, mixed, (t) => t).matchAll(/(\d+)%/g)].map((m) => Number(m[1]));
    assert.ok(shares.length > 0 && shares.every((share) => share <= 100), String(shares));
    assert.match(
      contributorsLine(regressed, mixed, (t) => t),
      /\(100% of the time the slower nodes added\)/,
    );
    assert.equal(
      attributionLine(regressed, mixed),
      'in the profile the nodes moved +2.40 µs in all (+7.00 µs where they got slower, −4.60 µs where they got faster), the changed nodes +7.00 µs of it; the timed rounds measured the p50 +2.40 µs (the profile, a separate pass, times the nodes alone)',
    );
  });

  it('says the profile as parts that add up to its total, the timed p50 apart', () => {
    const regressed = record('regression', 0.1, 0.1599);
    const line = attributionLine(regressed, mixed);
    const [total, slower, faster] = [...line.matchAll(/([+−]\d+\.\d+) µs/g)].map((m) =>
      Number(m[1]!.replace('−', '-')),
    );
    assert.ok(Math.abs(slower! + faster! - total!) < 0.01, line);
    const oneWay = {
      ...mixed,
      deltaUs: 7,
      groups: mixed.groups.slice(0, 1),
      contributors: mixed.contributors.slice(0, 1),
    };
    assert.doesNotMatch(attributionLine(regressed, oneWay as Diff), /got faster/, 'no other way, no second part');
  });

  it('a change within the noise gets no share, and nothing moved says so', () => {
    assert.match(
      attributionLine(record('pass', 0.1, 0.1001), mixed),
      /; the timed p50 change is within the noise, so no share of it is given$/,
    );
    const still = { ...mixed, deltaUs: 0, changedDeltaUs: 0 } as Diff;
    assert.equal(attributionLine(record('pass', 0.1, 0.1), still), "no node's time moved in the profile");
  });
});
