import { z } from 'zod';

// The record's view of the machine during measurement (environment/load.ts samples it, stats/disturbance.ts
// judges it): one window per look, the level of the worst, and the sentence every report flags it with.

const share = z.number().min(0).max(1);

export const loadWindowSchema = z.object({
  atMs: z.number().finite(),
  durationMs: z.number().finite(),
  cores: z.number().int().positive(),
  loadAverage: z.number().finite().nullable(),
  otherShare: share,
  otherShareIsLowerBound: z.boolean(),
  stealShare: share.nullable(),
  waitShare: share.nullable(),
  sliceUs: z.number().finite().nonnegative().nullable(),
  // Shares only: the names of other tenants' processes go to the job log, never to the record or the comment.
  top: z.array(z.object({ cores: z.number().finite().nonnegative() })).max(3),
});

export const loadSchema = z.object({
  /** One window per look at the data, in order. */
  looks: z.array(loadWindowSchema).max(1000),
  /** The worst look's level (stats/disturbance.ts); any level but 'quiet' is flagged in every report. */
  level: z.enum(['quiet', 'disturbed', 'heavy']),
  /** The flag every report shows; null when the runner was quiet. */
  note: z.string().max(4000).nullable(),
});

export type RecordLoad = z.infer<typeof loadSchema>;
