import { cleanup, configure, fireEvent } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18nReady, officeTextsReady } from '../i18n';

// Lazy routes and their chunks load slowly on a busy machine: findBy/waitFor wait up to 10 s (the
// default 1 s made whole-app tests fail under load while the screen was merely still loading).
configure({ asyncUtilTimeout: 10_000 });

// A browser sends `input` as the user types and `change` when the field is left; the app renders with
// Preact, whose onChange on text fields listens to `input`. fireEvent.change sends both, as typing does.
const sendChange = fireEvent.change;
fireEvent.change = (element, init) => {
  fireEvent.input(element, init);
  return sendChange(element, init);
};

// Translations load on demand, as in the app: every test renders once they are in (the back-office
// part too: a test may render a back-office component without the screen module that awaits it).
await i18nReady;
await officeTextsReady();

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
