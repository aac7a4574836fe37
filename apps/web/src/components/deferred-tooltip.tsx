import type { TooltipProps } from '@mui/material/Tooltip';
import { useEffect, useSyncExternalStore, type ComponentType } from 'react';

// MUI's Tooltip brings Popper.js (about 11 KiB gzipped): it loads right after the first screen
// renders instead of with it. Until it is in, the child shows on its own.

let loaded: ComponentType<TooltipProps> | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Loads the Tooltip now (its first use does that anyway); tests await it before hovering. */
export function loadTooltip(): Promise<void> {
  loading ??= import('@mui/material/Tooltip').then(
    (module) => {
      loaded = module.default;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      loading = null;
      console.error('Tooltips could not be loaded', error);
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => loaded;

/** MUI's Tooltip, loaded once a screen that shows one has rendered. */
export function DeferredTooltip(props: TooltipProps) {
  const Tooltip = useSyncExternalStore(subscribe, current, current);
  useEffect(() => {
    if (!loaded) void loadTooltip();
  }, []);
  return Tooltip ? <Tooltip {...props} /> : props.children;
}
