import type { ToastContent, ToastOptions } from 'react-toastify';

// react-toastify loads on the first toast: most screens open without one, so it stays out of
// the first load. Toasts shown before its container mounts wait in its queue and appear then.

type Toastify = typeof import('react-toastify');

let loading: Promise<Toastify> | null = null;
let loaded: Toastify | null = null;
const listeners = new Set<() => void>();

export function loadToastify(): Promise<Toastify> {
  loading ??= import('react-toastify').then(
    (library) => {
      loaded = library;
      for (const listener of listeners) listener();
      return library;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The library once loaded (the toast container renders from it), else null. */
export function loadedToastify(): Toastify | null {
  return loaded;
}

export function subscribeToToastify(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type Kind = 'success' | 'error' | 'info' | 'warning';

function show(kind: Kind) {
  return (content: ToastContent, options?: ToastOptions): void => {
    loadToastify().then(
      ({ toast }) => toast[kind](content, options),
      (error: unknown) => console.error('Toasts could not be loaded', error),
    );
  };
}

/** react-toastify's `toast` kinds the app uses, loading the library on the first call. */
export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};

/** Closes every toast on screen (a no-op while the library has not loaded: nothing is shown then). */
export function dismissToasts(): void {
  loaded?.toast.dismiss();
}
