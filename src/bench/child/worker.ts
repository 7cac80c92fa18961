// The benchmark child process. It alone loads onnxruntime (a crash, hang or LD_LIBRARY_PATH need stays in
// here), runs both models interleaved, and streams every round to the parent, which owns the budget and the
// statistics. Started by engine.ts with fork(); one job per process.
import './float16-compat.js';
import { statSync } from 'node:fs';
import { freemem } from 'node:os';
import { env } from 'onnxruntime-node';
import { isUserError, UserError } from '../../errors.js';
import { checkOverrides } from '../../models/check-overrides.js';
import { fitUserInputs } from '../../models/fit-user-inputs.js';
import { synthesizeInputs } from '../../models/synthesize.js';
import { readMemoryPlacement } from '../../environment/memory-placement.js';
import { checkAgreement } from './agreement-run.js';
import { measureFixedCost } from './fixed-cost-run.js';
import { elapsedMs, onJob, send } from './channel.js';
import { measureRounds } from './measure.js';
import { onMemoryJob } from './memory-run.js';
import { profileAfterMeasuring, profileAllowanceMs } from './profile-run.js';
import { planPairs } from './pair-plan.js';
import { openPair, pairRenewal } from './pair-sessions.js';
import { renewalWarmCalls } from './pair-renewal.js';
import type { Arm, BenchJob, ChildPhase, ColdStart } from '../protocol.js';
import { loadedRuntimeLibrary, profilePlacement } from './placement-run.js';
import { runHints, withHints } from './run-hints.js';
import { initialiseRuntime } from './runtime-warm.js';
import {
  describeSessionOptions,
  loadSession,
  readSignature,
  runOnce,
  sessionOptions,
  toFeeds,
  type Arms,
} from './session.js';
import { injectFault } from './test-fault.js';
import { openRunQueueClock, RUN_QUEUE_MIN_CALL_US, type RunQueueClock } from './run-queue.js';
import { refuseTooFast, timerResolutionUs } from './timing.js';
import { warmUp } from './warmup-run.js';

let phase = 'start';

async function enter(next: ChildPhase): Promise<void> {
  phase = next;
  await send({ type: 'phase', phase: next, elapsedMs: elapsedMs() });
  injectFault(next);
}

const step = (text: string): Promise<void> => send({ type: 'step', step: text });

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await work();
  return [value, performance.now() - start];
}

async function runJob(job: BenchJob): Promise<void> {
  await enter('load');
  const resolutionUs = timerResolutionUs();
  const target = { provider: job.executionProvider, deviceId: job.deviceId };
  await send({
    type: 'environment',
    ortVersion: env.versions?.node ?? 'unknown',
    timerResolutionUs: resolutionUs,
    runtimeLibrary: await loadedRuntimeLibrary(),
    memoryPlacement: readMemoryPlacement(),
    sessionSettings: describeSessionOptions(sessionOptions(job.threads, target)),
  });
  await initialiseRuntime(job.threads, target);
  const rssBefore = process.memoryUsage().rss;
  await step('loading the baseline model');
  const [baseline, baselineCreateMs] = await timed(() => loadSession('baseline', job.baseline, job.threads, target));
  await step('loading the candidate model');
  const [candidate, candidateCreateMs] = await timed(() =>
    loadSession('candidate', job.candidate, job.threads, target),
  );
  const signatures = { baseline: readSignature(baseline), candidate: readSignature(candidate) };
  // Sent before the inputs are checked, so the record shows what the models expect when the inputs do not fit.
  await send({ type: 'signatures', ...signatures, warnings: [] });
  const shapes = checkOverrides(
    [...signatures.baseline.inputs, ...signatures.candidate.inputs],
    job.shapes,
    job.values,
  );
  const fitted = fitUserInputs(job.userInputs, signatures, { shapes, values: job.values });
  const settings = { shapes: fitted.shapes, values: job.values, seed: job.seed };
  const baselineInputs = synthesizeInputs(signatures.baseline.inputs, { ...settings, given: fitted.given.baseline });
  const candidateInputs = synthesizeInputs(signatures.candidate.inputs, { ...settings, given: fitted.given.candidate });
  const warnings = [...new Set([...baselineInputs.warnings, ...candidateInputs.warnings])];
  await send({ type: 'warnings', warnings });

  const arms: Arms = {
    baseline: { session: baseline, feeds: toFeeds(baselineInputs.tensors) },
    candidate: { session: candidate, feeds: toFeeds(candidateInputs.tensors) },
  };
  await enter('cold-start');
  const settled = new Set([
    ...Object.keys(job.values),
    ...Object.keys(fitted.given.baseline ?? {}),
    ...Object.keys(fitted.given.candidate ?? {}),
  ]);
  const inputs = { baseline: baselineInputs.tensors, candidate: candidateInputs.tensors };
  const firstRun = async (arm: Arm): Promise<number> => {
    await step(`the ${arm} model's first call`);
    try {
      return (await timed(() => runOnce(arm, arms[arm].session, arms[arm].feeds)))[1];
    } catch (error) {
      if (!isUserError(error)) throw error;
      const other = arm === 'baseline' ? signatures.candidate : signatures.baseline;
      throw new UserError(withHints(error.message, runHints(inputs[arm], settled, warnings, other.inputs)));
    }
  };
  const baselineCold: ColdStart = { createMs: baselineCreateMs, firstRunMs: await firstRun('baseline') };
  const candidateCold: ColdStart = { createMs: candidateCreateMs, firstRunMs: await firstRun('candidate') };
  await send({ type: 'cold-start', baseline: baselineCold, candidate: candidateCold });

  const pairBytes = Math.max(0, process.memoryUsage().rss - rssBefore);

  if (target.provider !== 'cpu') {
    await enter('placement');
    const placement = await profilePlacement(
      arms,
      { baseline: job.baseline, candidate: job.candidate },
      job.threads,
      target,
    );
    await send({ type: 'placement', ...placement });
  }

  await enter('agreement');
  await send({ type: 'agreement', result: await checkAgreement(arms, signatures, job, elapsedMs, fitted) });

  // More session pairs (docs/statistics.md, "Session pairs"): the same files, options and inputs, new sessions.
  const pairMs = baselineCold.createMs + baselineCold.firstRunMs + candidateCold.createMs + candidateCold.firstRunMs;
  const modelBytes = statSync(job.baseline).size + statSync(job.candidate).size;
  const plan = planPairs(job.sessionPairs, {
    pairMs,
    pairBytes,
    freeBytes: freemem(),
    budgetMs: job.budgetMs,
    modelBytes,
    baseBytes: rssBefore,
  });
  await send({ type: 'pairs', plan });
  const pairs: Arms[] = [arms];
  for (let k = 1; k < plan.count; k++) {
    await step(`loading session pair ${k + 1} of ${plan.count}`);
    pairs.push(await openPair(job, target, arms, k));
  }

  await enter('warmup');
  const warmup = await warmUp(pairs, job, elapsedMs);
  const waits = runQueueClockFor(job, warmup.medianUs);
  await send({ type: 'warmup', summary: { ...warmup, runQueueWaitsRemoved: waits !== null } });
  refuseTooFast(warmup.medianUs, resolutionUs);
  await step('timing a model with the same inputs and outputs and no work');
  const fixedCost = await measureFixedCost(arms, signatures, { ...job, target, medianUs: warmup.medianUs });
  await send({ type: 'fixed-cost', result: fixedCost });

  await enter('measure');
  const cold = { baseline: baselineCold, candidate: candidateCold };
  const wanted = profileAllowanceMs(job.profile.setting, job.budgetMs, cold, warmup.medianUs);
  const warmCalls = (arm: Arm) => renewalWarmCalls(warmup.calls[arm], pairs.length, warmup.callsPerBlock[arm]);
  const renewal =
    plan.renew || plan.grow
      ? pairRenewal(
          job,
          target,
          { baseline: warmCalls('baseline'), candidate: warmCalls('candidate') },
          pairMs * plan.count,
          plan.grow ? plan : undefined,
        )
      : undefined;
  const measured = await measureRounds(pairs, job, warmup.callsPerBlock, wanted, renewal, waits);
  waits?.close();
  if (job.profile.setting !== 'off') {
    if (measured.profile) await enter('profile');
    const pass = {
      job,
      pairs: measured.pairs,
      cold,
      medianUs: warmup.medianUs,
      target,
      allowanceMs: measured.allowanceMs,
      elapsedMs,
    };
    await send({ type: 'profile', result: await profileAfterMeasuring(pass, measured.profile) });
  }
  await send({ type: 'done', reason: measured.reason });
}

/**
 * The run-queue clock when it can take the neighbours' waits out of the calls: with one intra-op thread the JS
 * thread computes the whole call (with more, a preempted helper thread makes this one sleep, which is no wait
 * for a CPU), on the CPU, and for calls long enough to be preempted at all. Both arms are timed the same way.
 */
function runQueueClockFor(job: BenchJob, medianUs: { baseline: number; candidate: number }): RunQueueClock | null {
  const long = Math.max(medianUs.baseline, medianUs.candidate) >= RUN_QUEUE_MIN_CALL_US;
  return job.threads === 1 && job.executionProvider === 'cpu' && long ? openRunQueueClock() : null;
}

// The same process also serves as a memory child: one model, one probe (docs/matrix.md, "Memory").
onMemoryJob();

onJob((job) => {
  runJob(job).then(
    () => process.disconnect(),
    async (error: unknown) => {
      const user = isUserError(error);
      // A user error is one sentence already; an internal one gets its first line here and its stack only in
      // debug output, so a bug report has the trace and a user's log does not.
      const text = error instanceof Error ? error.message : String(error);
      const message = user
        ? text
        : `Internal error in the benchmark process during ${phase}: ${text.split('\n')[0]?.trim()}; rerun with debug output (--debug, or ACTIONS_STEP_DEBUG) for the stack trace and report it`;
      const stack = !user && error instanceof Error ? error.stack : undefined;
      await send({ type: 'error', message, user, phase, ...(stack ? { stack } : {}) });
      process.disconnect();
    },
  );
});
