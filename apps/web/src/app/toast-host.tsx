import { TOAST_DEFAULTS } from '@orderdesk/contracts';
import { useSyncExternalStore } from 'react';
import { loadedToastify, subscribeToToastify } from '../lib/toast';

/** The toast container, mounted once the first toast has loaded react-toastify. */
export function ToastHost() {
  const toastify = useSyncExternalStore(subscribeToToastify, loadedToastify, loadedToastify);
  if (!toastify) return null;
  const { ToastContainer } = toastify;
  return <ToastContainer {...TOAST_DEFAULTS} newestOnTop limit={4} />;
}
