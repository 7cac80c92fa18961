// What the GPU numbers were measured on, from nvidia-smi: a p50 on a throttled card and one on a cool card are
// different facts, so the record carries the GPU, its driver and its clocks before and after the measuring.
import { csvRows, decodeReasons, queryGpu, runNvidiaSmi, smiNumber, smiText } from './nvidia-smi.js';

export interface GpuClocks {
  smMHz: number | null;
  memoryMHz: number | null;
  temperatureC: number | null;
  powerW: number | null;
  /** Active clock-event (throttle) reasons; null when the driver does not report them. */
  throttleReasons: string[] | null;
}

export interface GpuFingerprint {
  index: number;
  name: string;
  uuid: string | null;
  driver: string;
  /** The highest CUDA version the driver supports, from nvidia-smi's banner. */
  cudaDriverVersion: string | null;
  memoryMiB: number | null;
  maxClocks: { smMHz: number | null; memoryMHz: number | null };
  clocks: GpuClocks;
  reasonsField: string;
}

const FIELDS = [
  'index',
  'name',
  'uuid',
  'driver_version',
  'memory.total',
  'clocks.max.sm',
  'clocks.max.mem',
  'clocks.sm',
  'clocks.mem',
  'temperature.gpu',
  'power.draw',
];

export type FingerprintResult = { ok: true; gpu: GpuFingerprint } | { ok: false; missing: boolean; message: string };

export function parseFingerprint(row: string[], reasonsField: string, banner: string): GpuFingerprint {
  const [index, name, uuid, driver, memory, maxSm, maxMem, sm, mem, temperature, power, reasons] = row;
  return {
    index: smiNumber(index) ?? 0,
    name: smiText(name) ?? 'unknown NVIDIA GPU',
    uuid: smiText(uuid),
    driver: smiText(driver) ?? 'unknown',
    cudaDriverVersion: /CUDA Version:\s*([0-9.]+)/.exec(banner)?.[1] ?? null,
    memoryMiB: smiNumber(memory),
    maxClocks: { smMHz: smiNumber(maxSm), memoryMHz: smiNumber(maxMem) },
    clocks: {
      smMHz: smiNumber(sm),
      memoryMHz: smiNumber(mem),
      temperatureC: smiNumber(temperature),
      powerW: smiNumber(power),
      throttleReasons: decodeReasons(reasons),
    },
    reasonsField,
  };
}

export async function fingerprintGpu(deviceId: number | string): Promise<FingerprintResult> {
  const query = await queryGpu(deviceId, FIELDS);
  if (!query.ok) return query;
  const row = csvRows(query.stdout)[0];
  if (!row || row.length < FIELDS.length + 1)
    return { ok: false, missing: false, message: `nvidia-smi printed no row for GPU ${deviceId}` };
  const banner = await runNvidiaSmi([]);
  return { ok: true, gpu: parseFingerprint(row, query.reasonsField, banner.ok ? banner.stdout : '') };
}

/** The GPUs nvidia-smi can see, by index, to check 'device-id' against. */
export async function listGpuIndexes(): Promise<
  { ok: true; indexes: number[] } | { ok: false; missing: boolean; message: string }
> {
  const result = await runNvidiaSmi(['--query-gpu=index', '--format=csv,noheader,nounits']);
  if (!result.ok) return result;
  return {
    ok: true,
    indexes: csvRows(result.stdout)
      .map((r) => smiNumber(r[0]))
      .filter((n): n is number => n !== null),
  };
}
