import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JOB_PAYLOADS } from '../src/jobs/job-payloads';
import { metricsRegistry } from '../src/observability/metrics';

// The alerting rules (deploy/prometheus/alerts.yml) read metrics by name and label. A metric renamed
// here, or a label dropped, would leave its alert silent for ever: promtool's own tests
// (scripts/test-alerts.sh) feed the rules made-up series and cannot notice. This compares them with what
// the server exports.
const RULES = fs.readFileSync(
  path.resolve(import.meta.dirname, '../../../deploy/prometheus/alerts.yml'),
  'utf8',
);

const JOB_NAMES = Object.keys(JOB_PAYLOADS);

/** Labels Prometheus adds to every series it scrapes. */
const TARGET_LABELS = ['job', 'instance'];

interface Exported {
  labels: string[];
}

/** Every series name a scrape of /api/metrics can carry, with the labels each may have. */
function exportedSeries(): Map<string, Exported> {
  const series = new Map<string, Exported>();
  for (const metric of metricsRegistry.getMetricsAsArray()) {
    const labels = [...((metric as unknown as { labelNames?: string[] }).labelNames ?? []), ...TARGET_LABELS];
    if (String(metric.type) === 'histogram') {
      series.set(`${metric.name}_bucket`, { labels: [...labels, 'le'] });
      series.set(`${metric.name}_count`, { labels });
      series.set(`${metric.name}_sum`, { labels });
    } else {
      series.set(metric.name, { labels });
    }
  }
  return series;
}

/** `name{label="…", other=~"…"}` references of our metrics in the rules' expressions. */
function referencedSeries(): { name: string; labels: string[] }[] {
  return [...RULES.matchAll(/(orderdesk_[a-z0-9_]+)(?:\{([^}]*)\})?/g)].map(([, name, selector]) => ({
    name: name!,
    labels: [...(selector ?? '').matchAll(/([a-z_]+)\s*(?:=|!=|=~|!~)/g)].map((m) => m[1]!),
  }));
}

describe('alerting rules', () => {
  it('read only metrics and labels the server exports', () => {
    const exported = exportedSeries();
    const referenced = referencedSeries();
    expect(referenced.length).toBeGreaterThan(10);
    for (const { name, labels } of referenced) {
      expect(exported.has(name), `${name} is not exported`).toBe(true);
      for (const label of labels) expect(exported.get(name)!.labels, `${name}{${label}}`).toContain(label);
    }
  });

  it('match the job names the job worker uses', () => {
    const typeMatchers = [...RULES.matchAll(/type=~"([^"]+)"/g)].map((m) => m[1]!.replaceAll('\\\\', '\\'));
    expect(typeMatchers.length).toBeGreaterThan(0);
    for (const matcher of typeMatchers) {
      for (const alternative of matcher.split('|')) {
        const name = alternative.replaceAll('\\.', '.');
        expect(JOB_NAMES, `job type ${name}`).toContain(name);
      }
    }
  });

  it('say how urgent each alert is and what to do', () => {
    const alerts = RULES.split(/\n\s+- alert: /).slice(1);
    expect(alerts.length).toBeGreaterThan(5);
    for (const alert of alerts) {
      const name = alert.split('\n')[0];
      expect(alert, name).toMatch(/severity: (page|ticket)\n/);
      expect(alert, name).toMatch(/summary: /);
      expect(alert, name).toMatch(/description: /);
    }
  });
});
