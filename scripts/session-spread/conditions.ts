// The conditions of the session-spread study (docs/benchmark.md, "Why sessions of one model differ"): each
// changes one thing about how the benchmark child places a model's memory or builds its sessions, against the
// gate's own settings. Environment settings need a process of their own, so every condition gets one.

export interface Condition {
  name: string;
  /** What it changes, in a few words, for the table. */
  what: string;
  /** Added to the child's environment (the allocator reads it at start). */
  env?: Record<string, string>;
  /** Leave the gate's fixed heap map threshold out (glibc's own, rising threshold). */
  glibcThreshold?: boolean;
  /** Session option changes against the gate's. */
  arena?: false;
  prepacking?: false;
  /** How sessions get the model: its path (the gate's way), the file's bytes read once, or a graph optimized once. */
  source?: 'path' | 'buffer' | 'optimized-once';
  /** Held for the whole run (the gate's way for small models), or renewed two at a time (its way for big ones). */
  lifecycle?: 'held' | 'renewed';
  /** Transparent huge pages set to this mode for the child's run; needs a writable sysfs file. */
  hugePages?: 'always';
}

export const CONDITIONS: Condition[] = [
  { name: 'gate', what: "the gate's settings" },
  { name: 'renewed', what: 'sessions renewed two at a time', lifecycle: 'renewed' },
  { name: 'glibc-threshold', what: "glibc's own heap map threshold", glibcThreshold: true },
  { name: 'arena-off', what: 'CPU arena off', arena: false },
  { name: 'prepacking-off', what: 'weight prepacking off', prepacking: false },
  { name: 'hugetlb', what: 'GLIBC_TUNABLES=glibc.malloc.hugetlb=1', env: { GLIBC_TUNABLES: 'glibc.malloc.hugetlb=1' } },
  // Every block malloc returns is written at once: its pages are faulted in at allocation, not at first use.
  { name: 'prefaulted', what: 'MALLOC_PERTURB_ (pages faulted at allocation)', env: { MALLOC_PERTURB_: '85' } },
  { name: 'from-bytes', what: "the file's bytes read once", source: 'buffer' },
  { name: 'optimized-once', what: 'graph optimized once, reused', source: 'optimized-once' },
  { name: 'thp-always', what: 'transparent huge pages always', hugePages: 'always' },
];
