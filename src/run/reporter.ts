/** How a run talks to whoever started it: the action's log groups, or the terminal's progress line. */
export interface GateReporter {
  info(message: string): void;
  warning(message: string): void;
  /** A phase of the benchmark began (load, warmup, measure…), with the time spent and the budget. */
  phase?(phase: string, elapsedMs: number, budgetMs: number): void;
  /** Debug output only (--debug, ACTIONS_STEP_DEBUG): onnxruntime's log, stack traces of internal errors. */
  debug?(message: string): void;
  /** Rounds so far; called often, keep it cheap. */
  progress?(rounds: number, elapsedMs: number, budgetMs: number): void;
}
