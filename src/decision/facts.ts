// What the decision reads of a record and of a run, stated as shapes rather than imported from src/record/:
// the record builder asks this folder whether a record fails, so this folder sits below src/record/ and a
// ReportRecord or RunRecord is passed in as it is (it has every field named here). It imports nothing: the
// floor of this folder, which every other module of it reads.

type MemoryVerdict = 'pass' | 'regression' | 'improvement' | 'inconclusive';

/** What the advice reads of one output's agreement (a record's `agreement.outputs[]`). */
export interface OutputFacts {
  name: string;
  verdict: 'pass' | 'fail' | 'skipped';
  comparison: 'numeric' | 'exact' | 'none';
  failingElements: number;
  nonFiniteMismatches: number;
  minPassingAtol: number | null;
  cosine: number | null;
  ranking: { top1Agreement: number } | null;
  tolerances: { minCosine: number; minTop1Agreement: number | null; elementwise: boolean };
}

export interface AgreementFacts {
  verdict: 'pass' | 'fail' | 'skipped';
  samples: number;
  outputs: readonly OutputFacts[];
  signatureDiff: readonly unknown[];
}

export interface MetricFacts {
  verdict: string;
  ratio: number;
  ci: readonly [number, number];
  noiseFloor: number;
  suspected?: 'regression' | 'improvement' | undefined;
  /** 1-3 session pairs left the metric undecided: the fewest that would decide it (null: none up to 16). */
  fewPairs?: { pairs: number; atLeast: number | null } | undefined;
}

interface MemoryFigure {
  changeBytes: number;
  verdict: MemoryVerdict | null;
}

export interface RecordFacts {
  verdict: string;
  failed: boolean;
  error: { message: string; kind: string; phase: string } | null;
  sampling: { rounds: number };
  settings: { failOn: string; maxDurationMs: number; acceptFile?: string; noiseFloor?: { source: string } };
  models?: { candidate: { path: string } };
  /** The change accepted for this model, if the accept file names it (src/inputs/acceptance.ts). */
  acceptance?: AcceptanceFacts | null;
  agreement: AgreementFacts;
  latency: { p50: MetricFacts; p95: MetricFacts } | null;
  memory?:
    | {
        verdict: MemoryVerdict | null;
        threshold: number | null;
        creation: MemoryFigure | null;
        inference: MemoryFigure | null;
        device: { creation: MemoryFigure; inference: MemoryFigure } | null;
      }
    | undefined;
}

export interface AcceptanceFacts {
  model: string;
  file: string;
  p50: number | null;
  p95: number | null;
  honored: boolean;
}

export interface EntryFacts {
  path: string;
  status: 'given' | 'modified' | 'renamed' | 'added' | 'deleted' | 'unchanged';
  record: RecordFacts | null;
  cell?: { label: string } | undefined;
  /** The runner label of a report of legs or shards, where legs differ. */
  leg?: string | undefined;
}

export interface RunFacts {
  kind: 'single' | 'changed-models' | 'matrix' | 'plan';
  verdict: string;
  failed: boolean;
  entries: readonly EntryFacts[];
  /** What stopped the run as a whole (a report of shards that is not complete); null when nothing did. */
  error?: { message: string; phase: string } | null | undefined;
  /** A plan's matrix values: the shards it chose. */
  plan?: { shards: readonly string[]; planned: readonly string[] } | undefined;
  /** A changed-models run's whole budget. */
  changes: { maxDurationMs: number } | null;
  /** A matrix run's whole budget. */
  matrix?: { budget: { maxDurationMs: number } } | undefined;
}
