/** Reads one sample (summed over the series that carry `labels`) from the server's /api/metrics. */
export async function scrapeSample(
  url: string,
  name: string,
  labels: Record<string, string> = {},
): Promise<number> {
  const text = await (await fetch(`${url}/api/metrics`)).text();
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  let sum = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (wanted.every((w) => line.includes(w))) sum += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return sum;
}

/** Waits until no job is pending or running; returns the seconds it took. */
export async function waitForJobsDrained(url: string, timeoutMs = 300_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    const pending = await scrapeSample(url, 'orderdesk_jobs', { status: 'pending' });
    const running = await scrapeSample(url, 'orderdesk_jobs', { status: 'running' });
    if (pending + running === 0) return (performance.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('jobs did not drain');
}
