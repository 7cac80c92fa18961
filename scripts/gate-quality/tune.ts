// The planted changes, sized on the machine that runs the experiment. Two identity layers add a fixed amount of
// work, but what share of a call that is depends on the CPU, so a fixed "+7 %" model can be several points off
// on another machine and its target mean nothing there. The experiment scans the depths once, each over several
// fresh session pairs (sessions of one model can differ by a few percent), and takes for each target the depth
// that came closest to it. The scan is a coarse aim, not the truth: one depth's reading moves by points from one
// scan to the next, so the experiment measures each row's true ratios around it
// (docs/decisions/0002-size-near-threshold-pairs-off-cache.md).
import path from 'node:path';
import { writeMlp, type MlpOptions } from '../../test/fixtures/onnx/index.js';
import { referenceRatio } from './in-process.js';

/**
 * Hidden layers scanned: the targets sit between them on every CPU tried. On an Intel Xeon the 256-wide MLP
 * took 18 layers for +7 % and 32-34 for +4 %, so the shallowest and the deepest leave room either way.
 */
const DEPTHS = [14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 44, 48, 52];
/** Per depth, over `SCAN_PAIRS` fresh session pairs: 17 depths take about a minute. */
const SCAN_MS = 3000;
const SCAN_PAIRS = 6;

export interface SizedShift {
  /** The MLP both arms share; the candidate adds two identity layers of its width. */
  options: MlpOptions;
  baseline: string;
  candidate: string;
  /** The scan's p50 ratio at this depth. */
  measured: number;
}

/** Every scanned depth's baseline and candidate files and their p50 ratio. */
async function scan(dir: string, base: MlpOptions): Promise<SizedShift[]> {
  const sized: SizedShift[] = [];
  const width = base.hiddenDims[0] ?? 128;
  for (const depth of DEPTHS) {
    const options = { ...base, hiddenDims: Array.from({ length: depth }, () => width) };
    const baseline = path.join(dir, `mlp-w${width}-d${depth}.onnx`);
    const candidate = path.join(dir, `mlp-w${width}-d${depth}-slow.onnx`);
    await writeMlp(baseline, options);
    await writeMlp(candidate, { ...options, identityLayers: 2 });
    const { p50 } = await referenceRatio(baseline, candidate, SCAN_MS, SCAN_PAIRS);
    sized.push({ options, baseline, candidate, measured: p50 });
  }
  return sized;
}

/** For each target p50 ratio (e.g. 1.07), the depth whose two identity layers come closest to it here. */
export async function sizeShifts(dir: string, base: MlpOptions, targets: number[]): Promise<SizedShift[]> {
  const sized = await scan(dir, base);
  return targets.map(
    (target) =>
      sized.reduce((best, s) =>
        Math.abs(s.measured - target) < Math.abs(best.measured - target) ? s : best,
      ) as SizedShift,
  );
}
