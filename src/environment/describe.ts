import os from 'node:os';
import { allocatorSettingNames } from './memory-placement.js';

export interface EnvironmentInfo {
  node: string;
  os: string;
  cpu: string;
  cores: number;
  runner: string | null;
  /** The default matrix leg label: the runner's OS and architecture. */
  label: string;
  /** Allocator settings of the gate's own environment, by name; the benchmark process does not inherit them. */
  allocatorSettings?: string[];
}

/** What the numbers were measured on: a ratio from a laptop and one from a 2-core runner are different facts. */
export function describeEnvironment(): EnvironmentInfo {
  const cpus = os.cpus();
  return {
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: os.availableParallelism?.() ?? cpus.length,
    label: `${process.env.RUNNER_OS ?? os.platform()}-${process.env.RUNNER_ARCH ?? os.arch()}`.toLowerCase(),
    runner: process.env.RUNNER_NAME
      ? `${process.env.RUNNER_NAME} (${process.env.RUNNER_OS ?? '?'} ${process.env.RUNNER_ARCH ?? '?'})`
      : null,
    allocatorSettings: allocatorSettingNames(process.env),
  };
}
