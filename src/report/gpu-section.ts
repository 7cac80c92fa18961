import { percent } from '../format.js';
import type { ReportRecord } from '../record/schema.js';
import { markdownText, logLine } from './escape.js';
import { table } from './markdown-tables.js';

type Gpu = NonNullable<ReportRecord['environment']['gpu']>;
type Placement = NonNullable<Gpu['placement']>['baseline'];

export const COPIES_NOTE =
  'Times include copying the inputs to the GPU and the outputs back on every call: the Node binding takes and returns CPU tensors.';

const mhz = (v: number | null | undefined) => (v === null || v === undefined ? '—' : `${v} MHz`);
const reasons = (r: string[] | null | undefined) =>
  r === null || r === undefined ? 'not reported' : r.filter((x) => x !== 'gpu-idle').join(', ') || 'none';

/** How the loaded files were checked, in words; a record's value is untrusted, so only known ones are named. */
function verification(verifiedAgainst: string | null): string {
  switch (verifiedAgainst) {
    case 'pinned':
      return ', every file checked against hashes pinned in latency-gate';
    case 'catalog':
      return ", package checked against the feed's published SHA-512 on this run";
    case 'unverified-directory':
      return ', trusted as given: not files whose hashes latency-gate pins';
    case 'published-sha512':
      return ', SHA-512 checked against the feed';
    case 'zip-integrity-only':
      return ', zip integrity checked';
    default:
      return '';
  }
}

/** One line naming the device, driver and where the provider libraries came from. */
export function deviceLine(gpu: Gpu, esc: (text: string) => string = (t) => t): string {
  const d = gpu.device;
  const device = d
    ? `GPU ${gpu.deviceId}: ${esc(d.name)}, driver ${esc(d.driver)}${d.cudaDriverVersion ? ` (CUDA ${esc(d.cudaDriverVersion)})` : ''}${d.memoryMiB ? `, ${(d.memoryMiB / 1024).toFixed(0)} GiB` : ''}`
    : `GPU ${gpu.deviceId}`;
  const libs = gpu.libraries;
  const source = libs
    ? `; ${esc(libs.package)} (${libs.source === 'directory' ? 'from gpu-libs' : libs.source}${verification(libs.verifiedAgainst)}${libs.cudaMajor ? `, built for CUDA ${libs.cudaMajor}` : ''})`
    : '';
  return `${device}; provider ${gpu.used}${source}.`;
}

function placementCell(p: Placement): string[] {
  const cpu = p.byProvider.CPUExecutionProvider ?? 0;
  const ops = Object.entries(p.cpuOps)
    .sort((a, b) => b[1] - a[1])
    .map(([op, n]) => `${op} ×${n}`)
    .join(', ');
  return [String(p.nodes), String(p.nodes - cpu), String(cpu), ops || '—'];
}

/** The GPU section of the comment and the job summary; '' for CPU runs. */
export function gpuMarkdown(record: ReportRecord): string {
  const gpu = record.environment.gpu;
  if (!gpu) return '';
  if (gpu.used === 'cpu') {
    return `**Not measured on the GPU.** \`${gpu.requested}\` was requested; with \`fallback: cpu\` both models ran on the CPU. Reason: ${markdownText(gpu.fallbackReason ?? 'unknown')}`;
  }
  const parts = [deviceLine(gpu, markdownText), COPIES_NOTE];
  const c = gpu.clocks;
  if (c && c.samples > 0) {
    const row = (name: string, s: typeof c.before) => [
      name,
      mhz(s?.smMHz),
      mhz(s?.memoryMHz),
      s?.temperatureC === null || s?.temperatureC === undefined ? '—' : `${s.temperatureC} °C`,
      markdownText(reasons(s?.throttleReasons)),
    ];
    parts.push(
      table(
        ['clocks', 'SM', 'memory', 'temperature', 'throttle reasons'],
        [row('start of measuring', c.before), row('end of measuring', c.after)],
      ),
    );
    const seen = c.throttleReasons.map((r) => `${markdownText(r.reason)} in ${percent(r.share)} of samples`).join(', ');
    parts.push(
      `SM clock ${c.smMHz ? `${c.smMHz.min}–${c.smMHz.max} MHz` : 'not reported'} over ${c.samples} samples (max supported ${mhz(gpu.device?.maxClocks.smMHz)}); throttle reasons while measuring: ${seen || 'none'}.`,
    );
  }
  if (gpu.roundCv) {
    const cv = gpu.roundCv;
    const row = (name: string, s: typeof cv.baseline) => [
      name,
      percent(s.median, 1),
      percent(s.p90, 1),
      percent(s.shareAbove),
    ];
    parts.push(
      table(
        ['spread of call times within a round', 'median', 'p90', `rounds above ${percent(cv.warnLevel, 1)}`],
        [row('baseline', cv.baseline), row('candidate', cv.candidate)],
      ),
    );
  }
  if (gpu.placement) {
    const p = gpu.placement;
    parts.push(
      `Node placement (separate profiling pass):\n\n${table(['model', 'nodes', 'on GPU providers', 'on CPU', 'CPU operators'], [['baseline', ...placementCell(p.baseline)].map(markdownText), ['candidate', ...placementCell(p.candidate)].map(markdownText)])}`,
    );
  }
  return parts.join('\n\n');
}

/** The terminal's few GPU lines. */
export function gpuLines(record: ReportRecord, line: (text: string) => string = logLine): string[] {
  const gpu = record.environment.gpu;
  if (!gpu) return [];
  if (gpu.used === 'cpu') return [`GPU: NOT USED (requested ${gpu.requested}, ran on the CPU with fallback: cpu).`];
  const lines = [`GPU: ${deviceLine(gpu, line)}`, `     ${COPIES_NOTE}`];
  const c = gpu.clocks;
  if (c?.before || c?.after)
    lines.push(
      `     SM clock ${mhz(c.before?.smMHz)} at the start of measuring, ${mhz(c.after?.smMHz)} at the end; throttle reasons: ${line(c.throttleReasons.map((r) => r.reason).join(', ')) || 'none'}.`,
    );
  if (gpu.roundCv)
    lines.push(
      `     Spread of call times within a round (median): baseline ${percent(gpu.roundCv.baseline.median, 1)}, candidate ${percent(gpu.roundCv.candidate.median, 1)} (warning above ${percent(gpu.roundCv.warnLevel, 1)}).`,
    );
  if (gpu.placement) {
    const cpu = (p: Placement) => `${p.byProvider.CPUExecutionProvider ?? 0} of ${p.nodes}`;
    lines.push(
      `     Nodes on the CPU provider: baseline ${cpu(gpu.placement.baseline)}, candidate ${cpu(gpu.placement.candidate)}.`,
    );
  }
  return lines;
}
