import { execFile } from 'node:child_process';
import { childEnv } from '../child-env.js';

export type SmiResult = { ok: true; stdout: string } | { ok: false; missing: boolean; message: string };

/** Runs nvidia-smi from PATH; never throws: a missing or failing driver is a preflight finding, not a crash. */
export function runNvidiaSmi(args: string[], timeoutMs = 20_000): Promise<SmiResult> {
  return new Promise((resolve) => {
    execFile('nvidia-smi', args, { timeout: timeoutMs, encoding: 'utf8', env: childEnv() }, (error, stdout, stderr) => {
      if (!error) return resolve({ ok: true, stdout });
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      const said = `${stdout}\n${stderr}`
        .split('\n')
        .map((l) => l.trim())
        .find(Boolean);
      resolve({ ok: false, missing, message: said ?? error.message });
    });
  });
}

/** `[N/A]`, `[Not Supported]` and empty fields become null; numbers stay numbers. */
export function smiNumber(field: string | undefined): number | null {
  const value = Number(field?.trim());
  return field === undefined || field.trim() === '' || field.includes('[') || !Number.isFinite(value) ? null : value;
}

export function smiText(field: string | undefined): string | null {
  const text = field?.trim();
  return !text || text.startsWith('[') ? null : text;
}

export function csvRows(stdout: string): string[][] {
  return stdout
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => l.split(',').map((f) => f.trim()));
}

// NVML's clock-event ("throttle") reason bits, as nvidia-smi prints them in clocks_event_reasons.active.
const REASONS: [number, string][] = [
  [0x1, 'gpu-idle'],
  [0x2, 'applications-clocks-setting'],
  [0x4, 'sw-power-cap'],
  [0x8, 'hw-slowdown'],
  [0x10, 'sync-boost'],
  [0x20, 'sw-thermal-slowdown'],
  [0x40, 'hw-thermal-slowdown'],
  [0x80, 'hw-power-brake-slowdown'],
  [0x100, 'display-clock-setting'],
];

export function decodeReasons(field: string | undefined): string[] | null {
  const text = field?.trim();
  if (!text || !/^0x[0-9a-f]+$/i.test(text)) return null;
  const mask = Number.parseInt(text, 16);
  return REASONS.filter(([bit]) => mask & bit).map(([, name]) => name);
}

/**
 * The reasons field was renamed (clocks_throttle_reasons → clocks_event_reasons, driver 535); older drivers
 * know only the old name, newer ones warn on it. Try the new one and fall back.
 */
export async function queryGpu(
  deviceId: number | string,
  fields: string[],
): Promise<SmiResult & { reasonsField: string }> {
  const run = (reasons: string) =>
    runNvidiaSmi([
      `--query-gpu=${[...fields, reasons].join(',')}`,
      '--format=csv,noheader,nounits',
      '-i',
      String(deviceId),
    ]);
  const first = await run(REASONS_FIELDS[0]);
  if (first.ok || first.missing || !/not a valid field|is not a valid|invalid field/i.test(first.message))
    return { ...first, reasonsField: REASONS_FIELDS[0] };
  return { ...(await run(REASONS_FIELDS[1])), reasonsField: REASONS_FIELDS[1] };
}

export const REASONS_FIELDS = ['clocks_event_reasons.active', 'clocks_throttle_reasons.active'] as const;
