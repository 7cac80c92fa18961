// What the runner adds to every call, as the record keeps it and the warnings say it: the fixed cost's share and
// the dilution it causes, and the huge-pages sentence. Plain data in, plain data out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { MemoryPlacement } from '../../src/environment/memory-placement.js';
import { environmentSchema } from '../../src/record/environment-section.js';
import { fixedCostNote, fixedCostSection } from '../../src/record/fixed-cost.js';
import { runnerSections } from '../../src/record/runner-sections.js';

const placement = (hugePages: string | null): MemoryPlacement => ({
  hugePages,
  hugePagesDefrag: 'madvise',
  libc: 'glibc 2.39',
  allocators: [],
  allocatorSettings: ['MALLOC_MMAP_THRESHOLD_'],
});
const sessionSettings = {
  intraOpThreads: 1,
  interOpThreads: 1,
  executionMode: 'sequential' as const,
  graphOptimization: 'all' as const,
  spinning: false,
  cpuMemArena: true,
  memPattern: true,
  prepacking: true,
};
/** The latency a record would hold, as far as the huge-pages sentence reads it: the pairs' spread. */
const latency = (betweenSdInRun: number | null = null) => ({ p50: { pairs: { betweenSdInRun } } });
/** A pass that timed the models without work (µs) and the models themselves (µs) alongside. */
const measured = (us: number, callUs: number, candidate = { us, callUs }) => ({
  status: 'measured' as const,
  reason: null,
  us: { baseline: us, candidate: candidate.us },
  callUs: { baseline: callUs, candidate: candidate.callUs },
});
const skipped = { status: 'skipped' as const, reason: 'a sequence', us: null, callUs: null };

describe('the fixed cost of a call', () => {
  it("is kept with its share of each model's median call in the same pass", () => {
    assert.deepEqual(fixedCostSection(measured(12.004, 50, { us: 12.4, callUs: 62 })), {
      status: 'measured',
      reason: null,
      baselineUs: 12,
      candidateUs: 12.4,
      baselineCallUs: 50,
      candidateCallUs: 62,
      baselineShare: 0.24,
      candidateShare: 0.2,
    });
    const none = fixedCostSection(skipped);
    assert.deepEqual(
      [none.baselineUs, none.baselineCallUs, none.baselineShare, none.reason],
      [null, null, null, 'a sequence'],
    );
  });

  it("says what a change of the threshold in the model's own time reads as, once it is a tenth of the call", () => {
    // 12 µs of a 50 µs call: a 10 % change of the other 38 µs is 3.8 µs, 7.6 % of the call.
    assert.equal(
      fixedCostNote(fixedCostSection(measured(12, 50)), 0.1),
      "Of the baseline's 50 µs per call about 12 µs is a fixed cost that any model with these inputs and outputs " +
        "pays, so a 10.0% change in the model's own time reads as about 7.6%: the threshold is judged on the whole call.",
    );
    assert.equal(fixedCostNote(fixedCostSection(measured(12, 121)), 0.05), null, 'under a tenth of the call');
    assert.match(fixedCostNote(fixedCostSection(measured(12, 120)), 0.05) ?? '', /a 5\.0% change .* about 4\.5%/);
    assert.match(fixedCostNote(fixedCostSection(measured(200, 1500)), 0.05) ?? '', /1500 µs per call about 200 µs/);
    assert.equal(fixedCostNote(fixedCostSection(skipped), 0.05), null);
    // Measured under load the two medians may cross: no sentence rather than a negative model time.
    assert.equal(fixedCostNote(fixedCostSection(measured(12, 11)), 0.05), null);
  });
});

describe('the runner in the record', () => {
  const outcome = (hugePages: string | null, fixedCost = measured(10, 2000)) => ({
    memoryPlacement: placement(hugePages),
    sessionSettings,
    fixedCost,
  });
  const base = { config: { thresholds: { p50: 0.05 } }, environment: { allocatorSettings: ['GLIBC_TUNABLES'] } };

  it("with huge pages 'always' says so with the pairs' spread and the fix; nothing under 'madvise'", () => {
    const always = runnerSections({ ...base, outcome: outcome('always') }, latency(0.024));
    assert.equal(always.notes.length, 1);
    assert.match(always.notes[0] ?? '', /^Transparent huge pages are set to 'always' on this runner/);
    assert.match(always.notes[0] ?? '', /medians spread by about 2\.4%/);
    assert.match(always.notes[0] ?? '', /'echo madvise \| sudo tee \/sys\/kernel\/mm\/transparent_hugepage\/enabled'/);
    assert.match(always.notes[0] ?? '', /self-hosted runner set it on the host\.$/);
    const onePair = runnerSections({ ...base, outcome: outcome('always') }, latency(null));
    assert.doesNotMatch(onePair.notes[0] ?? '', /spread/);
    assert.deepEqual(runnerSections({ ...base, outcome: outcome('madvise') }, latency(0.024)).notes, []);
    const gpu = runnerSections({ ...base, gpu: { used: 'cuda' }, outcome: outcome('always') }, latency(0.03));
    assert.deepEqual(gpu.notes, [], 'on a GPU the weights are not in host memory');
  });

  it('fills the environment and sampling sections, which the schema takes, and adds both sentences', () => {
    const sections = runnerSections({ ...base, outcome: outcome('always', measured(20, 50)) }, latency());
    assert.equal(sections.notes.length, 2);
    assert.match(sections.notes[1] ?? '', /about 20 µs is a fixed cost/);
    assert.equal(sections.sampling.fixedCost?.baselineShare, 0.4);
    assert.deepEqual(sections.environment.memoryPlacement?.runnerAllocatorSettings, ['GLIBC_TUNABLES']);
    const environment = {
      onnxruntime: '1.30.0',
      node: 'v22.0.0',
      os: 'Linux',
      cpu: 'x',
      cores: 2,
      timerResolutionUs: 0.1,
      runner: null,
      ...sections.environment,
    };
    assert.deepEqual(environmentSchema.parse(environment).sessionOptions, sessionSettings);
    assert.equal(runnerSections({ ...base, outcome: {} }, null).notes.length, 0, 'an older child: nothing added');
  });

  it('refuses a record whose placement holds anything but names', () => {
    const forged = (memoryPlacement: object) =>
      environmentSchema.safeParse({
        onnxruntime: '1',
        node: 'v22',
        os: 'Linux',
        cpu: 'x',
        cores: 2,
        timerResolutionUs: null,
        runner: null,
        memoryPlacement: { ...placement('madvise'), runnerAllocatorSettings: [], ...memoryPlacement },
      }).success;
    assert.equal(forged({}), true);
    assert.equal(forged({ hugePages: 'always <script>' }), false);
    assert.equal(forged({ allocatorSettings: ['GLIBC_TUNABLES=glibc.malloc.hugetlb=1'] }), false);
    assert.equal(forged({ libc: 'musl; rm -rf /' }), false);
    assert.equal(forged({ allocators: ['evilalloc'] }), false);
  });
});
