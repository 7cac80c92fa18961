// The settings a matrix and the memory measurement refuse or derive (docs/matrix.md, "Matrix" and "Memory"),
// apart from the schema that reads each input on its own.
import { UserError } from '../errors.js';
import type { GateConfig, MemoryMode, Mode } from './config.js';
import { cellCount, MAX_MATRIX_CELLS, type MatrixAxes } from './matrix.js';

/**
 * A matrix (more than one cell) runs one candidate in gate mode: a changed-models run, a calibration, a
 * fork-safe `measure` leg and a `record` run each write a record of one shape that other code reads back, and
 * charts, the history and the exports follow one record's latency (`oneRecord`: the first of them that is set).
 */
export function checkMatrix(
  axes: MatrixAxes,
  settings: { changedSince: string | undefined; mode: Mode; oneRecord: string | undefined },
): void {
  const cells = cellCount(axes);
  if (cells <= 1) return;
  const lists = "'input-shapes' or 'threads' lists";
  if (cells > MAX_MATRIX_CELLS)
    throw new UserError(
      `${lists} make ${cells} combinations, but one run measures at most ${MAX_MATRIX_CELLS}; list fewer sizes or thread counts, or split them over several steps with their own 'id'`,
    );
  if (settings.changedSince)
    throw new UserError(
      `${lists} (a matrix of ${cells} cells) work with one 'candidate', not with 'changed-since'; give one size per name, or gate the model with 'candidate'`,
    );
  if (settings.mode !== 'gate' && settings.mode !== 'report')
    throw new UserError(
      `${lists} (a matrix of ${cells} cells) work with 'mode: gate', not 'mode: ${settings.mode}'; give one size and one thread count per step`,
    );
  if (settings.oneRecord)
    throw new UserError(
      `'${settings.oneRecord}' follows one size and thread count, but the ${lists} make a matrix of ${cells} cells; give one size per name and one thread count, or drop '${settings.oneRecord}'`,
    );
}

/** Whether memory is measured: 'auto' in a matrix or with a threshold; a threshold with memory off is refused. */
export function memorySettings(mode: MemoryMode, threshold: number | undefined, cells: number): GateConfig['memory'] {
  if (mode === 'off' && threshold !== undefined)
    throw new UserError(
      "'memory-threshold' needs memory measured: set 'memory' to 'auto' or 'on', or drop the threshold",
    );
  const enabled = mode === 'on' || (mode === 'auto' && (cells > 1 || threshold !== undefined));
  return { mode, enabled, threshold };
}
