// A memory child (docs/matrix.md, "Memory"): one model alone in a fresh worker process. onnxruntime is
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
function ownSettings(job: MemoryJob, shapes: ShapeOverrides, signature: ModelSignature) {
  const inputs = new Set(signature.inputs.map((i) => i.name));
  const dims = new Set(signature.inputs.flatMap((i) => i.shape.filter((d): d is string => typeof d === 'string')));
  const keep = <T>(record: Record<string, T>, known: (name: string) => boolean) =>
    Object.fromEntries(Object.entries(record).filter(([name]) => known(name)));
  const given: ShapeOverrides = {
    byDim: keep(shapes.byDim, (n) => dims.has(n) || inputs.has(n)),
    byInput: keep(shapes.byInput, (n) => inputs.has(n)),
  };
  const values = keep(job.values, (n) => inputs.has(n));
  const userInputs = job.userInputs && {
    ...job.userInputs,
    arrays: job.userInputs.arrays.filter((a) => inputs.has(a.name)),
  };
  return { shapes: checkOverrides(signature.inputs, given, values), values, userInputs };
}

const bytes = (reading: DeviceMemory | null): number | null => (reading && 'bytes' in reading ? reading.bytes : null);
const noteOf = (...readings: (DeviceMemory | null)[]): string =>
  readings.map((r) => (r && 'note' in r ? r.note : undefined)).find(Boolean) ?? 'not read';

/** Feeds for one shape: the harness's bytes, allocated before the phase's peak is reset. */
function feedsFor(job: MemoryJob, shapes: ShapeOverrides, signature: ModelSignature) {
  const own = ownSettings(job, shapes, signature);
  const sides = { baseline: signature, candidate: signature };
  const fitted = fitUserInputs(own.userInputs, sides, { shapes: own.shapes, values: own.values });
  const inputs = synthesizeInputs(signature.inputs, {
    shapes: fitted.shapes,
    values: own.values,
    seed: job.seed,
    given: fitted.given[job.arm],
  });
  return toFeeds(inputs.tensors);
}

/** One probe per shape of the job: the creation figures are shared, the inference ones are each shape's. */
export async function probeMemory(job: MemoryJob): Promise<MemoryProbe[]> {
  const target = { provider: job.executionProvider, deviceId: job.deviceId };
  await initialiseRuntime(job.threads, target);
  collectGarbage('major');
  const peaks = peakReader();
  const deviceBefore = job.deviceMemory ? await deviceMemoryOf(process.pid, true) : null;
  peaks.reset();
  const before = peaks.rss();
  const session = await loadSession(job.arm, job.model, job.threads, target);
  const creationPeak = peaks.peak();
  const deviceCreated = job.deviceMemory ? await deviceMemoryOf(process.pid) : null;
  const signature = readSignature(session);
  const probes: MemoryProbe[] = [];
  for (const [shape, shapes] of job.shapes.entries()) {
    collectGarbage('major');
    const held = peaks.rss();
    const feeds = feedsFor(job, shapes, signature);
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
    const [start, created, ran] = [bytes(deviceBefore), bytes(deviceCreated), bytes(deviceAfter)];
    const device =
      start !== null && created !== null && ran !== null
        ? { creationBytes: Math.max(0, created - start), inferenceBytes: Math.max(0, ran - start) }
        : null;
    probes.push({
      arm: job.arm,
      shape,
      method: peaks.method,
      creationPeakBytes: Math.max(0, creationPeak - before),
      inferencePeakBytes: Math.max(0, held - before + (inferencePeak - ready)),
      residentBytes: Math.max(0, held - before + (resident - ready)),
      device,
      deviceNote: job.deviceMemory && !device ? noteOf(deviceBefore, deviceCreated, deviceAfter) : null,
      inferences: job.inferences,
    });
  }
  return probes;
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
      async (probes) => {
        await send({ type: 'memory', probes });
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
