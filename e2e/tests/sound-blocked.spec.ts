// A board opened without any click on the page: the browser's autoplay policy keeps audio suspended, so
// the header says new orders would arrive silently and offers Turn on sound; a click lifts it.
import { expect, test } from '@playwright/test';
import { DEMO_VENUE } from '../support/api';
import { ADMIN, CHROMIUM_AVAILABLE, CHROMIUM_PATH } from '../support/e2e-env';

/** Chromium's layout-shift entry, which TypeScript's DOM library does not declare. */
interface LayoutShiftEntry {
  startTime: number;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

test.skip(!CHROMIUM_AVAILABLE, `no Chromium at ${CHROMIUM_PATH}`);

// Chromium's own desktop policy, stated so the test does not depend on the build's default.
// Off: the trace recorder's page snapshots would count as user gestures too.
test.use({
  trace: 'off',
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=document-user-activation-required'],
  },
});

test('the blocked-sound warning appears on a board nobody has touched and goes away after a click', async ({
  page,
  request,
}) => {
  // Signed in through the API: a click on the sign-in form would count as touching the site, and
  // Chromium then lets its pages play sound.
  const response = await request.post('/api/Token/Access', {
    data: { userName: ADMIN.login, password: ADMIN.password },
  });
  const tokens = (await response.json()) as { accessToken: string; refreshToken: string };
  // Past the session's first load (which would land on the role's start page), straight onto the board.
  // The page's AudioContext reports its state when it is made: the test waits for that message rather
  // than for anything on the page, since every page query Playwright makes runs as a user gesture in
  // Chromium, and a context made after one starts running.
  await page.addInitScript(
    ({ token, refresh }) => {
      const scope = globalThis as unknown as {
        sessionStorage: { setItem(key: string, value: string): void };
        AudioContext: new () => {
          state: string;
          addEventListener(type: 'statechange', listener: () => void): void;
        };
        console: { info(message: string): void };
      };
      scope.sessionStorage.setItem('token', token);
      scope.sessionStorage.setItem('refresh', refresh);
      scope.sessionStorage.setItem('isFirstLoad', 'false');
      const Native = scope.AudioContext;
      scope.AudioContext = class extends Native {
        constructor() {
          super();
          scope.console.info(`audio context made: ${this.state}`);
          this.addEventListener('statechange', () => scope.console.info(`audio context now: ${this.state}`));
        }
      };
    },
    { token: tokens.accessToken, refresh: tokens.refreshToken },
  );
  // The board's own moves (the board or a card shifting) from the frame the warning first shows in.
  await page.addInitScript(() => {
    const scope = globalThis as unknown as {
      document: Document;
      performance: Performance;
      boardMovesAfterWarning: string[];
    };
    scope.boardMovesAfterWarning = [];
    let warnedAt = Infinity;
    new MutationObserver((_changes, observer) => {
      if (!scope.document.querySelector('[data-testid="sound-blocked"]')) return;
      warnedAt = scope.performance.now();
      observer.disconnect();
    }).observe(scope.document, { subtree: true, childList: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEntry[] & LayoutShiftEntry[]) {
        if (entry.startTime < warnedAt) continue;
        for (const { node, previousRect, currentRect } of entry.sources) {
          const id = node instanceof HTMLElement ? node.dataset.testid : undefined;
          if (id === 'order-board' || id === 'order-card')
            scope.boardMovesAfterWarning.push(`${id} ${previousRect.y} -> ${currentRect.y}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const audioContextMade = page.waitForEvent('console', {
    predicate: (message) => message.text().startsWith('audio context made'),
    timeout: 30_000,
  });
  await page.goto(`/new-orders-id/${DEMO_VENUE.id}`, { waitUntil: 'commit' });
  expect((await audioContextMade).text()).toBe('audio context made: suspended');
  const warning = page.getByTestId('app-header').getByTestId('sound-blocked');
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('New orders will arrive silently');
  await expect(warning.getByRole('button', { name: 'Turn on sound' })).toHaveAccessibleDescription(
    'The browser is blocking sound: new orders will arrive silently.',
  );
  // It comes in the header, over nothing: nothing on the board moved when it came.
  await expect(page.getByTestId('order-board')).toBeVisible();
  expect(
    await page.evaluate(
      () => (window as unknown as { boardMovesAfterWarning: string[] }).boardMovesAfterWarning,
    ),
  ).toEqual([]);

  const soundOn = page.waitForEvent('console', {
    predicate: (message) => message.text() === 'audio context now: running',
  });
  await warning.getByRole('button', { name: 'Turn on sound' }).click();
  await expect(warning).toBeHidden();
  await soundOn;
});
