import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { reloadForNewVersion } from './app/version-check';
import { i18nReady, officeTextsReady } from './i18n';

export async function start(): Promise<void> {
  if (await reloadForNewVersion()) return;
  await i18nReady;
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // The back-office texts follow once the first screen is up, so its screens open without a wait.
  setTimeout(() => {
    officeTextsReady().catch((error: unknown) =>
      console.error('The back-office texts could not be loaded', error),
    );
  }, 1000);
}
