// A memory child (docs/design.md, "Memory"): one model alone in a fresh worker process. onnxruntime is
// initialised on a tiny model first, so its one-off setup belongs to neither model; then the session is
// created and run a few times, and the peaks of each phase are read above the resident memory before the
// session existed. Nothing here is timed.
import { isUserError } from '../../errors.js';
import { deviceMemoryOf, type DeviceMemory } from '../../gpu/process-memory.js';
import { checkOverrides } from '../../models/check-overrides.js';
import { fitUserInputs } from '../../models/fit-user-inputs.js';
import type { ModelSignature } from '../../models/signature.js';
import { synthesizeInputs } from '../../models/synthesize.js';
import type { ShapeOverrides } from '../../inputs/shapes.js';
import type { MemoryChildMessage, MemoryJob, MemoryParentMessage, MemoryProbe } from '../memory-protocol.js';
import { peakReader } from './peak-memory.js';
import { initialiseRuntime } from './runtime-warm.js';
import { loadSession, readSignature, runOnce, toFeeds } from './session.js';
import { collectGarbage } from './timing.js';

/**
 * The settings name the inputs and dims of both models; this child has one. What only the other model has is
 * left out here (the benchmark child, which loads both, refuses what neither has).
 */
function ownSettings(job: MemoryJob, signature: ModelSignature): { shapes: ShapeOverrides; job: MemoryJob } {
  const inputs = new Set(signature.inputs.map((i) => i.name));
  const dims = new Set(signature.inputs.flatMap((i) => i.shape.filter((d): d is string => typeof d === 'string')));
  const keep = <T>(record: Record<string, T>, known: (name: string) => boolean) =>
    Object.fromEntries(Object.entries(record).filter(([name]) => known(name)));
  const given: ShapeOverrides = {
    byDim: keep(job.shapes.byDim, (n) => dims.has(n) || inputs.has(n)),
    byInput: keep(job.shapes.byInput, (n) => inputs.has(n)),
  };
  const values = keep(job.values, (n) => inputs.has(n));
  const userInputs = job.userInputs && {
    ...job.userInputs,
    arrays: job.userInputs.arrays.filter((a) => inputs.has(a.name)),
  };
  return {
    shapes: checkOverrides(signature.inputs, given, values),
    job: { ...job, values, ...(userInputs ? { userInputs } : {}) },
  };
}

const bytes = (reading: DeviceMemory): number | null => ('bytes' in reading ? reading.bytes : null);

export async function probeMemory(job: MemoryJob): Promise<MemoryProbe> {
  const target = { provider: job.executionProvider, deviceId: job.deviceId };
  await initialiseRuntime(job.threads, target);
  collectGarbage('major');
  const peaks = peakReader();
  const deviceBefore = job.deviceMemory ? await deviceMemoryOf(process.pid, true) : null;
  peaks.reset();
  const before = peaks.rss();
  const session = await loadSession(job.arm, job.model, job.threads, target);
  const creationPeak = peaks.peak();
  const created = peaks.rss();
  const deviceCreated = job.deviceMemory ? await deviceMemoryOf(process.pid) : null;

  const signature = readSignature(session);
  const own = ownSettings(job, signature);
  const sides = { baseline: signature, candidate: signature };
  const fitted = fitUserInputs(own.job.userInputs, sides, { shapes: own.shapes, values: own.job.values });
  const inputs = synthesizeInputs(signature.inputs, {
    shapes: fitted.shapes,
    values: own.job.values,
    seed: job.seed,
    given: fitted.given[job.arm],
  });
  const feeds = toFeeds(inputs.tensors);
  collectGarbage('major');
  // The inputs exist before this reset: their bytes are the harness's, not the model's.
  peaks.reset();
  const ready = peaks.rss();
  for (let i = 0; i < job.inferences; i++) {
    await runOnce(job.arm, session, feeds);
    peaks.sample();
  }
  const inferencePeak = peaks.peak();
  const resident = peaks.rss();
  const deviceAfter = job.deviceMemory ? await deviceMemoryOf(process.pid) : null;

  const start = deviceBefore && bytes(deviceBefore);
  const afterCreate = deviceCreated && bytes(deviceCreated);
  const afterRuns = deviceAfter && bytes(deviceAfter);
  const device =
    typeof start === 'number' && typeof afterCreate === 'number' && typeof afterRuns === 'number'
      ? { creationBytes: Math.max(0, afterCreate - start), inferenceBytes: Math.max(0, afterRuns - start) }
      : null;
  const note = [deviceBefore, deviceCreated, deviceAfter].find((r) => r && 'note' in r);
  return {
    arm: job.arm,
    method: peaks.method,
    creationPeakBytes: Math.max(0, creationPeak - before),
    inferencePeakBytes: Math.max(0, created - before + (inferencePeak - ready)),
    residentBytes: Math.max(0, resident - before - (ready - created)),
    device,
    deviceNote: job.deviceMemory && !device ? (note && 'note' in note ? note.note : 'not read') : null,
    inferences: job.inferences,
  };
}

function send(message: MemoryChildMessage): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send) return resolve();
    process.send(message, undefined, {}, () => resolve());
  });
}

/** Answers a `memory-job` from the parent with one probe (or the error), then lets the process end. */
export function onMemoryJob(): void {
  process.on('message', (message: MemoryParentMessage | { type: string }) => {
    if (message.type !== 'memory-job') return;
    probeMemory((message as MemoryParentMessage).job).then(
      async (probe) => {
        await send({ type: 'memory', probe });
        process.disconnect();
      },
      async (error: unknown) => {
        const text = error instanceof Error ? error.message : String(error);
        await send({ type: 'memory-error', message: text.split('\n')[0] ?? text, user: isUserError(error) });
        process.disconnect();
      },
    );
  });
}
