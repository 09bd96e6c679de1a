// The benches' latency percentiles, read the same way everywhere.

/** The value at quantile `q` (0 to 1) of ascending `sorted`, the nearest rank below; 0 when empty. */
export const percentile = (sorted, q) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0;
