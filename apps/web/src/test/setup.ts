import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy routes and their chunks load slowly on a busy machine: findBy/waitFor wait up to 10 s (the
// default 1 s made whole-app tests fail under load while the screen was merely still loading).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
