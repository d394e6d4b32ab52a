/**
 * The most gzipped JavaScript the search screen may load before it is usable, in bytes.
 * Issue 7's target is 150 kB (150,000 bytes); today's build loads 156.2 kB, and
 * docs/benchmarks.md says where it goes and why. Until the target is reached this ceiling
 * stops the bundle from growing; it may only ever be lowered.
 */
export const BUDGET_BYTES = 157_000;
