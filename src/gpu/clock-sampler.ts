// Samples the GPU's clocks while the models are measured: one nvidia-smi process in loop mode (-lms), so the
// driver is asked once a second by a process that stays open, instead of a fresh nvidia-smi per sample
// competing with the benchmark for the host CPU.
import { spawn } from 'node:child_process';
import { childEnv } from '../child-env.js';
import type { GpuClocks } from './fingerprint.js';
import { csvRows, decodeReasons, smiNumber } from './nvidia-smi.js';

export const SAMPLE_INTERVAL_MS = 1000;

export interface ClockSummary {
  samples: number;
  /** The first and the last sample of the measuring window. */
  before: GpuClocks | null;
  after: GpuClocks | null;
  smMHz: { min: number; max: number } | null;
  maxTemperatureC: number | null;
  /** Reasons seen in any sample, with the share of samples that had each (gpu-idle is left out: it only says the GPU waited on the host). */
  throttleReasons: { reason: string; share: number }[];
}

export function parseSample(row: string[]): GpuClocks {
  const [sm, mem, temperature, power, reasons] = row;
  return {
    smMHz: smiNumber(sm),
    memoryMHz: smiNumber(mem),
    temperatureC: smiNumber(temperature),
    powerW: smiNumber(power),
    throttleReasons: decodeReasons(reasons),
  };
}

export function summariseSamples(samples: GpuClocks[]): ClockSummary {
  const sm = samples.map((s) => s.smMHz).filter((v): v is number => v !== null);
  const temps = samples.map((s) => s.temperatureC).filter((v): v is number => v !== null);
  const counts = new Map<string, number>();
  for (const s of samples)
    for (const r of s.throttleReasons ?? []) if (r !== 'gpu-idle') counts.set(r, (counts.get(r) ?? 0) + 1);
  return {
    samples: samples.length,
    before: samples[0] ?? null,
    after: samples.at(-1) ?? null,
    smMHz: sm.length ? { min: Math.min(...sm), max: Math.max(...sm) } : null,
    maxTemperatureC: temps.length ? Math.max(...temps) : null,
    throttleReasons: [...counts]
      .map(([reason, n]) => ({ reason, share: n / samples.length }))
      .sort((a, b) => b.share - a.share),
  };
}

export interface ClockSampler {
  stop(): Promise<ClockSummary>;
}

export function startClockSampler(deviceId: number | string, reasonsField: string): ClockSampler {
  const samples: GpuClocks[] = [];
  let pending = '';
  const child = spawn(
    'nvidia-smi',
    [
      `--query-gpu=clocks.sm,clocks.mem,temperature.gpu,power.draw,${reasonsField}`,
      '--format=csv,noheader,nounits',
      '-i',
      String(deviceId),
      `-lms`,
      String(SAMPLE_INTERVAL_MS),
    ],
    { stdio: ['ignore', 'pipe', 'ignore'], env: childEnv() },
  );
  child.on('error', () => undefined); // a driver that vanished mid-run leaves fewer samples, not a crash
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const row of csvRows(lines.join('\n'))) samples.push(parseSample(row));
  });
  return {
    stop: () =>
      new Promise((resolve) => {
        const done = () => resolve(summariseSamples(samples));
        if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return done();
        child.once('close', done);
        child.kill('SIGTERM');
      }),
  };
}
