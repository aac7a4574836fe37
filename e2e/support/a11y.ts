/// <reference lib="dom" />
// Accessibility checks with axe-core: the WCAG 2.0, 2.1 and 2.2 rules of levels A and AA.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The WCAG A and AA rules, and axe's experimental rules among them (label-content-name-mismatch, WCAG
 * 2.5.3: a control's accessible name holds the words written on it, so a voice user can say them), and
 * axe's best practices (a dialog has a name, one main landmark, headings in order). No rule is switched
 * off and no element left out.
 */
const AXE_TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22a',
  'wcag22aa',
  'best-practice',
  'experimental',
];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

export interface A11yFinding {
  rule: string;
  impact: string;
  target: string;
  /** The element's opening tag and first words, to find it when its selector is a generated class. */
  html: string;
  summary: string;
}

/** Every serious or critical violation on the page as it is now, one entry per element. */
export async function seriousA11yViolations(page: Page): Promise<A11yFinding[]> {
  await transitionsEnded(page);
  // Legacy mode runs axe.run() in the page itself. The default mode opens a blank page for every check
  // to merge the frames' partial results, which doubled the suite's time in axe; the app has no frames
  // from another origin, the one thing legacy mode leaves out. Only violations are worked out in full:
  // the passes (every element of a long list) would be listed, serialised and sent back for nothing.
  // options() replaces what withTags() set, so it goes first.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .setLegacyMode()
    .analyze();
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        rule: violation.id,
        impact: node.impact ?? violation.impact ?? '',
        target: node.target.join(' '),
        html: node.html.replace(/\s+/g, ' ').slice(0, 160),
        summary: (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').trim(),
      })),
    );
}

/**
 * Waits for the short animations (a dialog fading in, a menu growing, a tab's content fading in once its
 * data came): colours read half-way through a fade are not the ones anyone reads. An animation can start
 * while others end (data arriving after the first wait), so it looks again until none is running, a few
 * times at most. Long or endless ones (a toast's countdown bar, a spinner) are left running.
 */
async function transitionsEnded(page: Page): Promise<void> {
  for (let look = 0; look < 5; look++) {
    const running = await page.evaluate(async () => {
      const short = document
        .getAnimations()
        .filter((animation) => Number(animation.effect?.getComputedTiming().activeDuration) <= 1_000);
      await Promise.all(short.map((animation) => animation.finished.catch(() => undefined)));
      return short.length;
    });
    if (running === 0) return;
    // A frame for what the ended animations set off (the next transition of a sequence) to start.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
  }
}

/** One line per element: rule, impact, where, and what axe says is wrong. */
export function formatA11yFindings(findings: readonly A11yFinding[]): string {
  return findings
    .map((f) => `  ${f.rule} (${f.impact}) at ${f.target}\n    ${f.html}\n    ${f.summary}`)
    .join('\n');
}

/**
 * Fails the test (softly, so one run lists every screen) when axe finds a serious or critical
 * violation on the page as it is now.
 */
export async function expectNoSeriousA11yViolations(page: Page, screenName: string): Promise<void> {
  const findings = await seriousA11yViolations(page);
  expect
    .soft(
      findings.length,
      `${screenName}: serious or critical accessibility violations\n${formatA11yFindings(findings)}`,
    )
    .toBe(0);
}
