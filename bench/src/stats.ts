export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export function summarise(values: number[]): { p50: number; p95: number; p99: number; max: number } {
  return {
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    p99: percentile(values, 99),
    // Not Math.max(...values): a spread of a few hundred thousand arguments overflows the stack.
    max: values.reduce((max, v) => (v > max ? v : max), -Infinity),
  };
}

export function rssMiB(pid: number, readFile: (path: string) => string): number {
  const line = readFile(`/proc/${pid}/status`)
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return line ? Math.round(Number(line.replace(/\D+/g, '')) / 1024) : Number.NaN;
}
