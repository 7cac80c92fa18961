// What decoding a model for the diffs may cost (docs/explain.md, "Bounds"). A model's file says how much it
// holds, not how much its decoded graph takes: a 2-byte empty node becomes an object of a few hundred bytes, a
// 1-byte varint a number of eight. The decoder charges an estimate of every object it keeps against a budget
// proportional to the bytes it has read so far and gives up, with a reason the report shows, as soon as it is
// spent: the check runs while decoding, so a hostile file never gets to allocate past it, and a file of empty
// nodes is refused after its first few hundred thousand rather than at its end.

import { DiffStoppedError, TooLargeToDiffError } from '../errors.js';

/** Every model may use this much whatever its size: a small graph's objects outweigh its bytes. */
export const FLOOR_BYTES = 64 * 1024 * 1024;
/**
 * Then this many bytes of decoded graph per byte of file read: an exported graph's nodes (names of a few dozen
 * characters, attributes) take about 5 bytes of heap per byte of file; empty nodes take over 100.
 */
export const PER_FILE_BYTE = 8;
/** If, Loop and Scan bodies nested deeper than this are not a model anyone exports. */
export const MAX_GRAPH_DEPTH = 64;

export interface DiffLimits {
  /** performance.now() past which the diffs stop. */
  deadline?: number;
  signal?: AbortSignal;
}

/** Throws DiffStoppedError when the run was interrupted or the diffs' time is spent. */
export function checkDiffLimits(limits: DiffLimits | undefined): void {
  if (limits?.signal?.aborted) throw new DiffStoppedError(`interrupted by ${String(limits.signal.reason)}`);
  if (limits?.deadline !== undefined && performance.now() > limits.deadline)
    throw new DiffStoppedError("it ran out of the time left in 'max-duration' plus its grace");
}

/** The most a model's decoded graph may take: the budget once every byte of the file has been read. */
export const decodeLimit = (fileBytes: number): number => FLOOR_BYTES + PER_FILE_BYTE * fileBytes;

export class DecodeBudget {
  private used = 0;
  private charges = 0;
  private limit = FLOOR_BYTES;

  constructor(
    private readonly what: string,
    private readonly limits?: DiffLimits,
  ) {}

  /** The decoder has read the file up to `offset`: the budget grows with it. */
  reach(offset: number): void {
    this.limit = Math.max(this.limit, decodeLimit(offset));
  }

  /** Counts `bytes` of decoded objects; throws when the budget is spent (or, now and then, the time). */
  charge(bytes: number): void {
    this.used += bytes;
    if (this.used > this.limit) {
      const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;
      throw new TooLargeToDiffError(
        `the ${this.what}'s graph takes more than ${mb(this.limit)} to hold (${mb(FLOOR_BYTES)} plus ${PER_FILE_BYTE}× the ${mb(Math.max(0, (this.limit - FLOOR_BYTES) / PER_FILE_BYTE))} of file read)`,
      );
    }
    if (++this.charges % 4096 === 0) checkDiffLimits(this.limits);
  }
}

/** The estimated heap cost of a string kept from the file (header plus UTF-16 in the worst case). */
export const stringCost = (text: string): number => 32 + 2 * text.length;
