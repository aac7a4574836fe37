/** Toast defaults of docs/product.md §9: top centre, 2.5 s, dismissable, pause on hover. */
export const TOAST_DEFAULTS = {
  position: 'top-center',
  autoClose: 2500,
  closeOnClick: true,
  pauseOnHover: true,
} as const;
export const LICENCE_TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_TYPES = ['success', 'error', 'info', 'warning', 'default'] as const;
export const PRIMARY_COLOR = '#5B7FFE';
export const LOGIN_FAILED_MESSAGE = 'Login or password are incorrect. Please try again.';
export const FORBIDDEN_MESSAGE = 'Sorry, you have not access to this page';
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
