// The one place where input names, defaults and descriptions live. action.yml, the CLI flags and the README
// table are checked against this list by tests, so an input cannot drift between the action and the CLI.

export interface InputDefinition {
  name: string;
  description: string;
  default?: string;
  required?: boolean;
}

export const INPUTS = [
  {
    name: 'mode',
    default: 'gate',
    description:
      "'gate' measures and publishes; 'calibrate' runs A/A comparisons of the baseline to measure this runner's noise; 'measure' only records (fork-safe, uploads the record as an artifact); 'report' publishes records made by 'measure' legs or by shards (from a workflow_run workflow or a job that needs them); 'plan' lists the changed models and splits them into shards for a matrix; 'record' measures like 'gate' without a PR comment and appends the result to 'history-path' (on a push to the default branch).",
  },
  {
    name: 'candidate',
    description:
      "Path to the candidate .onnx model (the one in this PR); required except in 'report' mode and with 'changed-since'. On a pull_request event with no 'candidate', every .onnx file the PR changed is gated.",
  },
  {
    name: 'changed-since',
    description:
      "Gate every .onnx file changed since this git ref (added, changed or renamed; needs the ref fetched: 'fetch-depth: 0'), each against its version at 'baseline-ref' (default: this ref), instead of one 'candidate'. On a pull_request event with no 'candidate' it defaults to the PR's base commit.",
  },
  {
    name: 'models',
    default: '',
    description:
      "Comma-separated globs that narrow the changed models ('models/**/*.onnx'), matched against repository-relative paths; at most 10 models are gated in one run.",
  },
  {
    name: 'models-renamed',
    default: '',
    description:
      "With 'changed-since': pairs of a model's new path and its old path ('models/b.onnx=models/a.onnx', comma-separated), for renames that git and the automatic pairing cannot see; each new model is compared with the old path at the baseline ref.",
  },
  // Sharding the changed models over a matrix of jobs (docs/workflows.md, "Sharded changed models").
  {
    name: 'shard',
    default: '',
    description:
      "With changed models: this job's share of them, like '2/4', from the 'shards' output of a 'mode: plan' step; each shard measures its own share of the same list and a 'mode: report' job publishes them together.",
  },
  {
    name: 'max-shards',
    default: '4',
    description:
      "'mode: plan': the most shards (matrix jobs) to plan, 1 to 64; a pull request that needs more (10 models per shard) is refused with the count it would need.",
  },
  { name: 'baseline', description: "Path to the baseline .onnx model. Use this or 'baseline-ref', not both." },
  {
    name: 'baseline-ref',
    description:
      "Git ref whose copy of the candidate's path is the baseline, e.g. 'origin/main' (needs the ref fetched: actions/checkout with fetch-depth: 0).",
  },
  {
    name: 'baseline-path',
    description: "Path of the baseline inside 'baseline-ref' when it differs from the candidate's path.",
  },
  {
    name: 'lfs-fetch',
    default: 'false',
    description:
      "When a model read from 'baseline-ref' (or 'changed-since') is a Git LFS pointer whose object is not in the clone: 'true' runs 'git lfs fetch' for it with the checkout's own credentials; 'false' stops before measuring and names the step to add.",
  },
  {
    name: 'p50-threshold',
    default: '5%',
    description: 'Largest median (p50) slowdown that still passes, as a percentage.',
  },
  {
    name: 'p95-threshold',
    default: '10%',
    description: 'Largest tail (p95) slowdown that still passes, as a percentage.',
  },
  {
    name: 'max-duration',
    default: '60s',
    description:
      "Hard time budget for loading, warming up and benchmarking both models, like '60s' or '2m'; a benchmark still running 10s past it (a hung model) is killed and the verdict is 'error'.",
  },
  {
    name: 'min-duration',
    default: '5s',
    description: 'Benchmark at least this long before an early decision may stop sampling.',
  },
  {
    name: 'session-pairs',
    default: 'auto',
    description:
      "Session pairs (one session of each model) rotated through the rounds, so the systematic difference between two sessions of one model averages out and shows in the interval: 'auto' (up to 8, at least 4 where memory and the budget allow; renewed during the run so more are measured when memory holds fewer, or when they are cheap and a check finds their spread bounding the interval) or a number from 1 to 16.",
  },
  {
    name: 'threads',
    default: '1',
    description:
      "Intra-op threads, identical for both models, at most the runner's cores; a list like '1,4' measures each count as an axis of the matrix.",
  },
  {
    name: 'profile',
    default: 'on-regression',
    description:
      "Per-operator profile after measuring, to show which nodes the delta comes from: 'on-regression' (only when p50 or p95 is a regression), 'on' (always) or 'off'. It runs on fresh sessions after the last timed round, within 'max-duration'.",
  },
  {
    name: 'execution-provider',
    default: 'cpu',
    description:
      "Execution provider: 'cpu', 'cuda' or 'tensorrt' (the GPU ones on Linux x64 with an NVIDIA driver; 'tensorrt' also registers CUDA for the nodes TensorRT does not take).",
  },
  {
    name: 'device-id',
    default: '0',
    description:
      "GPU for 'cuda' and 'tensorrt': nvidia-smi's index, or with CUDA_VISIBLE_DEVICES set the position in that list (CUDA's numbering).",
  },
  {
    name: 'gpu-libs',
    default: 'auto',
    description:
      "Where the GPU provider libraries come from: 'auto' downloads them (NuGet Microsoft.ML.OnnxRuntime.Gpu.Linux, exactly the bundled onnxruntime version), verifies them and keeps them in the runner's tool cache; or a directory that already holds libonnxruntime_providers_{shared,cuda,tensorrt}.so (offline runners).",
  },
  {
    name: 'gpu-feed',
    default: 'https://api.nuget.org/v3/index.json',
    description:
      "NuGet v3 service index that 'gpu-libs: auto' downloads from; point it at a mirror on air-gapped runners.",
  },
  {
    name: 'fallback',
    default: 'none',
    description:
      "When the GPU cannot be used (wrong platform, no driver, missing CUDA or cuDNN libraries, driver too old): 'none' fails with the reason; 'cpu' measures on the CPU instead, with a warning on top of the report, and the record says so.",
  },
  {
    name: 'input-shapes',
    default: '',
    description:
      "Sizes for dynamic dims, by dim name ('batch=16') or per input ('input=16x256'); comma-separated. Several sizes for one name ('batch=1,8,64') make a matrix: every combination (with the 'threads' list) is measured as one cell within the one 'max-duration', with its own verdict and throughput; the worst cell decides.",
  },
  {
    name: 'input-values',
    default: '',
    description: "Constant values for inputs, such as a sample rate ('sr=16000'); comma-separated.",
  },
  { name: 'seed', default: '1234', description: 'Seed for synthesized inputs and the randomized run order.' },
  {
    name: 'fail-on',
    default: 'regression,agreement',
    description:
      "When the step fails, comma-separated: 'regression', 'suspected-regression' (a regression, or an inconclusive run whose interval said regression but a guard, an unsettled warm-up or a busy runner stopped the verdict), 'inconclusive' (a regression or an undecided metric), 'agreement' (outputs disagree), 'unjudged' (a changed model that was not compared: added, deleted or unpaired), 'memory' (peak memory grew past 'memory-threshold'), or 'never'.",
  },
  {
    name: 'memory',
    default: 'auto',
    description:
      "Peak memory of each model (session creation and steady-state inference), measured in short separate processes within 'max-duration': 'auto' (in a matrix, or when 'memory-threshold' is set), 'on' or 'off'.",
  },
  {
    name: 'memory-threshold',
    default: '',
    description:
      "Largest growth of the candidate's peak memory that still passes, as a percentage like '20%'; fails the step with 'fail-on: memory'. Unset: memory is shown, never judged.",
  },
  {
    name: 'agreement',
    default: 'on',
    description: "Compare the two models' outputs on the same inputs: 'on' or 'off'.",
  },
  {
    name: 'agreement-samples',
    default: '32',
    description: 'Number of seeded input batches the outputs are compared on.',
  },
  {
    name: 'atol',
    default: '',
    description:
      "Absolute tolerance, optionally per output ('1e-5' or '1e-5,logits:1e-3'); default from the models' precision.",
  },
  {
    name: 'rtol',
    default: '',
    description: "Relative tolerance, same forms as 'atol'; an element fails only when it exceeds both.",
  },
  {
    name: 'min-cosine',
    default: '',
    description: "Smallest cosine similarity per output that passes, like '0.999'; default from the models' precision.",
  },
  {
    name: 'min-top1-agreement',
    default: '',
    description:
      "Smallest share of rows whose top-1 index matches, like '95%'; enforced by default for quantized models.",
  },
  {
    name: 'output-map',
    default: '',
    description: "Pairs renamed outputs, candidate name = baseline name: 'new_logits=logits'.",
  },
  {
    name: 'allow-signature-change',
    default: 'false',
    description:
      "Accept a change of the models' inputs or outputs (removed, renamed without 'output-map', re-typed or re-shaped) instead of failing agreement on it: 'true' once every consumer of the model is updated.",
  },
  {
    name: 'inputs',
    default: '',
    description:
      "Real input data for timing and agreement: a .npz file, a directory of .npy files or one .npy file, each array named after the model input it feeds, with that input's exact dtype; dynamic dims take the array's size; inputs it lacks are synthesized.",
  },
  {
    name: 'noise-profile',
    default: '',
    description:
      "A noise profile JSON written by 'mode: calibrate' on this kind of runner; sets the noise floor instead of the built-in default.",
  },
  {
    name: 'accept-file',
    default: '.github/latency-gate-accept.yml',
    description:
      "A YAML file of changes accepted on purpose, one entry per model with a bound ('p50: +12%') or agreement tolerances and a reason; that model is judged against the accepted bound. Reviewed like code (guard it with CODEOWNERS); a fork's entries apply only once a maintainer adds the 'latency-gate-accept' label. Absent: nothing is accepted.",
  },
  {
    name: 'calibration-runs',
    default: '8',
    description: "A/A comparisons in 'mode: calibrate', each within 'max-duration'.",
  },
  {
    name: 'allow-outside-workspace',
    default: 'false',
    description:
      "Allow paths (models, inputs, noise profile, records, report and dry-run files) that resolve, symlinks followed, outside the workspace: 'true' or 'false'.",
  },
  {
    name: 'workspace',
    default: '',
    description:
      'The directory every path must resolve inside; defaults to GITHUB_WORKSPACE. On a runner paths are always kept inside it; at a terminal only when this is set.',
  },
  { name: 'report-path', default: 'latency-gate-report.json', description: 'Where the JSON record is written.' },
  {
    name: 'raw-timings',
    default: 'on',
    description:
      "Keep every call's time in the record ('on', about 1 MB per 10 s of measuring) so any verdict can be recomputed from it, or 'off' for a small record.",
  },
  {
    name: 'id',
    default: 'latency-gate',
    description: 'A label that tells two gates in one workflow apart (used in the PR comment marker).',
  },
  {
    name: 'label',
    default: '',
    description: "Name of this leg in a matrix (e.g. 'cpu', 'gpu'); defaults to the runner's OS and architecture.",
  },
  {
    name: 'comment',
    default: 'always',
    description: "PR comment: 'always', 'on-change' (when the verdict changes), 'on-failure', or 'never'.",
  },
  {
    name: 'github-token',
    default: '${{ github.token }}',
    description: "Token for the PR comment and artifacts; needs 'pull-requests: write' to comment.",
  },
  {
    name: 'pr-number',
    default: '',
    description:
      'PR to comment on when it cannot be read from the event (workflow_dispatch reruns); by default the open PR for the dispatched branch.',
  },
  {
    name: 'records',
    default: '',
    description:
      "'report' mode: directory or file of JSON records to publish; by default the records uploaded by the triggering workflow run.",
  },
  {
    name: 'charts',
    default: '',
    description:
      "Directory to write the charts to as SVG files: both models' latency quantiles, the per-round ratio with the interval and the pass band, and the history trend with 'history-path'; the action uploads them with the record artifact.",
  },
  {
    name: 'history-path',
    default: '',
    description:
      "JSON Lines file in the repository with this gate's latency history, like 'baselines/latency-history.jsonl': the comment shows its trend and flags a change point or a slow creep across runs; 'mode: record' appends this run (commit the file in a later step: the action never pushes).",
  },
  {
    name: 'export',
    default: '',
    description:
      "Also write the results for a dashboard, comma-separated: 'bencher=FILE' (Bencher Metric Format) and 'benchmark-action=FILE' (github-action-benchmark's customSmallerIsBetter JSON).",
  },
  {
    name: 'comment-dry-run',
    default: '',
    description: 'Write the PR comment to this file instead of posting it (local runs, debugging).',
  },
] as const satisfies readonly InputDefinition[];

export type InputName = (typeof INPUTS)[number]['name'];
export type RawInputs = Partial<Record<InputName, string>>;

export const OUTPUTS = [
  {
    name: 'outcome',
    description:
      "What happened to the step: 'passed', 'failed' (exit code 1), 'error' (exit code 2) or 'planned' ('mode: plan'). Read this, not 'verdict', to know whether the gate failed.",
  },
  {
    name: 'outcome-reason',
    description:
      "The report's first line: the outcome and the one reason that decided it, like 'failed: models/b.onnx: the outputs disagree'.",
  },
  {
    name: 'accepted',
    description:
      "Comma-separated paths of the models judged against an accepted bound from 'accept-file' in this run; empty when none.",
  },
  {
    name: 'verdict',
    description:
      "Overall latency verdict (what was measured, not whether the step failed: see 'outcome'): 'pass', 'regression', 'improvement', 'inconclusive', 'error', or 'unjudged' (nothing was compared: only added, deleted or unchanged models); with several changed models, the worst compared.",
  },
  {
    name: 'p50-ratio',
    description:
      'Candidate/baseline ratio of the median latency (e.g. 1.0312), empty on error and when several changed models were gated (their ratios are in the record).',
  },
  {
    name: 'p95-ratio',
    description:
      'Candidate/baseline ratio of the p95 latency, empty on error and when several changed models were gated.',
  },
  {
    name: 'agreement',
    description:
      "Output agreement verdict: 'pass', 'fail' or 'skipped'; with several changed models 'fail' when any failed.",
  },
  { name: 'report-path', description: 'Path of the JSON record that was written.' },
  // Set by 'mode: plan' (docs/workflows.md, "Sharded changed models").
  {
    name: 'shards',
    description:
      'The planned shards as JSON for strategy.matrix, like ["1/2","2/2"]; [] when no model is to be measured.',
  },
  { name: 'model-count', description: "'mode: plan': the number of changed models to measure." },
  {
    name: 'estimated-seconds',
    description: "'mode: plan': the estimated wall time in seconds of all models on one runner.",
  },
  {
    name: 'estimated-sharded-seconds',
    description: "'mode: plan': the estimated wall time in seconds of the longest planned shard.",
  },

  {
    name: 'comment-url',
    description:
      "URL of the PR comment that was created or updated (a file:// URL with 'comment-dry-run'), empty when none was posted.",
  },
] as const satisfies readonly { name: string; description: string }[];
