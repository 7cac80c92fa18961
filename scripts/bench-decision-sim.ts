// npm run bench:decision-sim [-- --runs 1000] [-- --more 'A/A t2=2000'] [-- --only 'A/A|p95'] [-- --workers 2]
// The gate's own analysis (analyzeLatency, decide, planCycle, planPairs, the guards, the busy-runner refusal)
// driven by synthetic rounds in simulated time, condition by condition
// (docs/statistics.md, "Simulation suite"). Prints one table and every target missed; exits 1 when one is. A run of the whole suite (no
// --only) writes bench/results/decision-sim.json, one check per condition and target. Seeded: the same
// arguments print the same table.
import { conditionChecks, missedTargets } from './decision-sim/checks.js';
import { renderLookMisses, renderTable } from './decision-sim/table.js';
import { pct } from './decision-sim/tally.js';
import { runSuite, selectConditions } from './decision-sim/suite.js';
import { reproduceCommand, startResult, writeResult } from './results/result-file.js';

function flag(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
}

const start = startResult();
const runs = Number(flag('--runs') ?? 1000);
const workers = Number(flag('--workers') ?? 1);
const only = flag('--only');
const conditions = selectConditions(only);
// `--more 'part of a name|another part=N'`: N runs for the conditions whose name holds one of the parts (rare
// false verdicts need more runs than the suite can give every condition).
const more = flag('--more')?.split('=');
const moreRuns = Number(more?.[1]);
const moreParts = more?.[0]?.split('|').filter(Boolean) ?? [];
const runsFor = (c: { name: string }) => (moreParts.some((part) => c.name.includes(part)) ? moreRuns : runs);
if (
  !(Number.isInteger(runs) && runs > 0) ||
  !(Number.isInteger(workers) && workers > 0) ||
  conditions.length === 0 ||
  (more !== undefined && !(more.length === 2 && Number.isInteger(moreRuns) && moreRuns > 0))
) {
  process.stderr.write(
    "usage: bench-decision-sim [--runs N] [--more 'part of a condition name|another=N'] [--workers N] [--only 'part of a condition name']\n",
  );
  process.exit(2);
}
// Refused now, while the results file could not hold the command, rather than after an hour's run.
let command: string;
try {
  command = reproduceCommand('bench:decision-sim');
} catch (error) {
  process.stderr.write(`${(error as Error).message} (--more takes parts of names)\n`);
  process.exit(2);
}
const started = Date.now();
process.stdout.write(`decision simulation: ${conditions.length} conditions × ${runs} runs, ${workers} worker(s)\n`);
const tallies = await runSuite(conditions, runsFor, workers, (t) =>
  process.stdout.write(
    `  ${t.condition.name}: false ${t.falseRuns}, p50 R ${pct(t.verdicts.p50.regression / t.runs)}, p95 R ${pct(t.verdicts.p95.regression / t.runs)}, decided ${pct(t.decided / t.runs)} (${((Date.now() - started) / 1000).toFixed(0)} s)\n`,
  ),
);
process.stdout.write(`\n${renderTable(tallies)}\n\n`);
const lookMisses = renderLookMisses(tallies);
if (lookMisses) process.stdout.write(`${lookMisses}\n\n`);
process.stdout.write(
  "P/R/I/? = pass / regression / improvement / inconclusive; 'false' = runs with a regression or improvement when the truth is within the noise floor or on the other side, or a pass when it is past the threshold; 'R under t' = regressions (p50 / p95) of a true change under the threshold; 'worst look miss' = the share of intervals that missed the true ratio at the worst look, against the claimed per-look level.\n",
);
const missed = tallies.flatMap((t) => missedTargets(t));
for (const line of missed) process.stdout.write(`MISSED ${line}\n`);
process.stdout.write(
  `${missed.length === 0 ? 'all targets met' : `${missed.length} target(s) missed`} in ${((Date.now() - started) / 60000).toFixed(1)} min\n`,
);
if (only === undefined) {
  const file = await writeResult(start, {
    name: 'decision-sim',
    command,
    settings: { runs, workers, ...(more ? { more: { matching: more[0], runs: moreRuns } } : {}) },
    checks: tallies.flatMap((t) => conditionChecks(t)),
  });
  process.stdout.write(`wrote ${file}\n`);
}
process.exitCode = missed.length === 0 ? 0 : 1;
