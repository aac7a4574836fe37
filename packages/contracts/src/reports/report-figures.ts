/** Minor units (as orders store amounts) to major units, to the cent. */
export function toMajor(minor: number): number {
  return Math.round(minor) / 100;
}

export function averageOf(total: number, count: number): number {
  return count === 0 ? 0 : Math.round((total / count) * 100) / 100;
}

/**
 * The nearest-rank percentile (0 < p ≤ 1) of a histogram of whole values: the smallest value at or
 * below which at least `p` of the counts lie. Null for an empty histogram.
 */
export function percentileOf(histogram: ReadonlyMap<number, number>, p: number): number | null {
  let total = 0;
  for (const count of histogram.values()) total += count;
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(p * total));
  let seen = 0;
  for (const value of [...histogram.keys()].sort((a, b) => a - b)) {
    seen += histogram.get(value)!;
    if (seen >= rank) return value;
  }
  return null;
}
