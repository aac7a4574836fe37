import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18nReady, officeTextsReady } from '../i18n';

// Lazy routes and their chunks load slowly on a busy machine: findBy/waitFor wait up to 10 s (the
// default 1 s made whole-app tests fail under load while the screen was merely still loading).
configure({ asyncUtilTimeout: 10_000 });

// Translations load on demand, as in the app: every test renders once they are in (the back-office
// part too: a test may render a back-office component without the screen module that awaits it).
await i18nReady;
await officeTextsReady();

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
