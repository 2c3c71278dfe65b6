// The benchmarks' percentile: the smallest value that at least p% of the values are at or under.

/** The `p`th percentile of `values` (NaN when there are none). */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
