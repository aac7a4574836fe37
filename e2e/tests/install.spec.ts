// A tablet on a kitchen's counter installs the board as an app (its own window, no address bar to tap by
// mistake): the web app manifest is served as one, Chromium reads it without an error, and its icons load.
import { expect, test } from '@playwright/test';
import { CHROMIUM_AVAILABLE, CHROMIUM_PATH } from '../support/e2e-env';

test.skip(!CHROMIUM_AVAILABLE, `no Chromium at ${CHROMIUM_PATH}`);

interface Manifest {
  name: string;
  start_url: string;
  display: string;
  icons: { src: string; sizes: string; purpose: string }[];
}

test('the app installs: Chromium reads its manifest without an error, and the icons load', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const answer = await request.get(href!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await answer.json()) as Manifest;
  expect(manifest).toMatchObject({ name: 'OrderDesk', start_url: '/', display: 'standalone' });
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
  }
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );

  // The browser's own reading of the manifest the page links (a field of the wrong type, an icon
  // without a valid size and the like come back as errors).
  const cdp = await page.context().newCDPSession(page);
  const read = await cdp.send('Page.getAppManifest');
  expect(read.url).toMatch(/\/manifest\.webmanifest$/);
  expect(read.errors).toEqual([]);
});
