// Throughput per model in the record (docs/matrix.md, "Throughput"): items per call over the median call.
import { z } from 'zod';
import type { ItemsPerCall } from '../models/items-per-call.js';

const finite = z.number().finite();

export const throughputSchema = z.object({
  /** Items one call processes: the leading dim of the first input as fed (src/models/items-per-call.ts). */
  itemsPerCall: z.number().int().positive(),
  dim: z.string().max(1024),
  /** Items per second at each model's p50 latency. */
  unit: z.literal('items/s'),
  baseline: finite,
  candidate: finite,
  /** Candidate / baseline: above 1 is more items per second. */
  ratio: finite,
});

export type Throughput = z.infer<typeof throughputSchema>;

/** Items per second from the p50 latencies (ms); undefined without a positive latency. */
export function throughputOf(
  items: ItemsPerCall,
  p50Ms: { baseline: number; candidate: number },
): Throughput | undefined {
  if (!(p50Ms.baseline > 0) || !(p50Ms.candidate > 0)) return undefined;
  const baseline = (items.items * 1000) / p50Ms.baseline;
  const candidate = (items.items * 1000) / p50Ms.candidate;
  return {
    itemsPerCall: items.items,
    dim: items.dim,
    unit: 'items/s',
    baseline,
    candidate,
    ratio: candidate / baseline,
  };
}
