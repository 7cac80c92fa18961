import os from 'node:os';

export interface EnvironmentInfo {
  node: string;
  os: string;
  cpu: string;
  cores: number;
  runner: string | null;
}

/** What the numbers were measured on: a ratio from a laptop and one from a 2-core runner are different facts. */
export function describeEnvironment(): EnvironmentInfo {
  const cpus = os.cpus();
  return {
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: os.availableParallelism?.() ?? cpus.length,
    runner: process.env.RUNNER_NAME ? `${process.env.RUNNER_NAME} (${process.env.RUNNER_OS ?? '?'} ${process.env.RUNNER_ARCH ?? '?'})` : null,
  };
}
