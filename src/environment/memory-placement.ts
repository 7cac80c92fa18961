import { readFileSync } from 'node:fs';

// Where a process's memory comes from (docs/benchmark.md, "Memory placement"): sessions of one big model
// differ by how their weights are placed, and the runner decides by how much. Transparent huge pages set to
// `always` spread sessions of a 117 MB model by 11-14 % where `madvise` spreads them by 1-2 %; the allocator and
// its tunables change it too. The benchmark process reads this about itself; the gate's own process reads the
// allocator settings of the runner, which the benchmark process does not inherit (src/child-env.ts).
// Environment values are untrusted text: only names that match a fixed pattern are kept, never a value.

export type AllocatorLibrary = 'jemalloc' | 'tcmalloc' | 'mimalloc';

export interface MemoryPlacement {
  /** The selected mode of /sys/kernel/mm/transparent_hugepage/enabled ('always', 'madvise', 'never'), null if unreadable. */
  hugePages: string | null;
  /** The selected mode of .../transparent_hugepage/defrag, null if unreadable. */
  hugePagesDefrag: string | null;
  /** 'glibc 2.39'; null where no glibc is in use (musl, macOS, Windows). */
  libc: string | null;
  /** Allocator libraries mapped into the process besides the C library's own malloc. */
  allocators: AllocatorLibrary[];
  /** Names of the allocator settings in the environment, and the tunables GLIBC_TUNABLES names; never values. */
  allocatorSettings: string[];
}

const SETTING_NAME = /^(GLIBC_TUNABLES|LD_PRELOAD|MALLOC_[A-Z0-9_]{1,40}|(TC|MI|JE)MALLOC_[A-Z0-9_]{1,40})$/;
const TUNABLE_NAME = /^glibc\.[a-z0-9_.]{1,60}$/;
const ALLOCATOR_LIBRARY = /(?:^|\/)lib(jemalloc|tcmalloc|mimalloc)[\w.+-]*\.so/;
const MAX_NAMES = 32;

/** The bracketed choice of a /sys/kernel/mm/transparent_hugepage file: 'always [madvise] never' → 'madvise'. */
export function selectedMode(text: string): string | null {
  return /\[([a-z+]{1,32})\]/.exec(text)?.[1] ?? null;
}

/** The allocator libraries a list of paths names (LD_PRELOAD's, or the lines of /proc/self/maps), deduplicated. */
export function allocatorLibraries(paths: string): AllocatorLibrary[] {
  const found = new Set<AllocatorLibrary>();
  for (const part of paths.split(/[\s:]+/)) {
    const name = ALLOCATOR_LIBRARY.exec(part)?.[1] as AllocatorLibrary | undefined;
    if (name) found.add(name);
  }
  return [...found].sort();
}

/**
 * The allocator settings an environment holds, by name: the variables (GLIBC_TUNABLES, MALLOC_*, the
 * jemalloc, tcmalloc and mimalloc ones, LD_PRELOAD when it preloads an allocator), then the tunables named in
 * GLIBC_TUNABLES ('glibc.malloc.hugetlb'). Anything that does not look like a name is left out.
 */
export function allocatorSettingNames(env: Readonly<Record<string, string | undefined>>): string[] {
  const names: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || !SETTING_NAME.test(name)) continue;
    if (name === 'LD_PRELOAD' && allocatorLibraries(value).length === 0) continue;
    names.push(name);
  }
  const tunables = (env.GLIBC_TUNABLES ?? '')
    .split(':')
    .map((entry) => entry.split('=')[0]?.trim() ?? '')
    .filter((name) => TUNABLE_NAME.test(name));
  return [...new Set([...names.sort(), ...tunables])].slice(0, MAX_NAMES);
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** The C library Node reports for this process (process.report's header), without its network section. */
function glibcVersion(): string | null {
  try {
    // Node 20.13+ and 22: the report's network section resolves host names, which can take seconds.
    (process.report as { excludeNetwork?: boolean }).excludeNetwork = true;
    const report = process.report.getReport() as { header?: { glibcVersionRuntime?: unknown } };
    const version = report.header?.glibcVersionRuntime;
    return typeof version === 'string' && /^\d{1,3}(\.\d{1,3}){1,2}$/.test(version) ? `glibc ${version}` : null;
  } catch {
    return null;
  }
}

const HUGE_PAGES = '/sys/kernel/mm/transparent_hugepage';

/** This process's memory placement: read once, before anything is timed. */
export function readMemoryPlacement(env: Readonly<Record<string, string | undefined>> = process.env): MemoryPlacement {
  return {
    hugePages: selectedMode(readText(`${HUGE_PAGES}/enabled`) ?? ''),
    hugePagesDefrag: selectedMode(readText(`${HUGE_PAGES}/defrag`) ?? ''),
    libc: glibcVersion(),
    allocators: allocatorLibraries(readText('/proc/self/maps') ?? ''),
    allocatorSettings: allocatorSettingNames(env),
  };
}
