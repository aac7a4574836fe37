import type { AppRouteName } from '@orderdesk/contracts';
import { createContext, useContext } from 'react';
import type { RouteMatch } from 'react-router';
import type { GuardRouteName } from './decide-navigation';

/** What a route carries besides its element: its spec name, and how to start loading its code. */
export interface RouteHandle {
  name?: AppRouteName | 'error';
  preload?: () => Promise<unknown>;
}

/** The routes matched by the current location, root first (provided by AppRoutes). */
export const RouteMatchesContext = createContext<readonly RouteMatch[]>([]);

export function handleOf(match: RouteMatch): RouteHandle | undefined {
  return match.route.handle as RouteHandle | undefined;
}

/** The name of the deepest matched named route; undefined for a route without a name. */
export function routeNameOf(matches: readonly RouteMatch[]): GuardRouteName {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i];
    const name = match && handleOf(match)?.name;
    if (name) return name;
  }
  return undefined;
}

export function useRouteName(): GuardRouteName {
  return routeNameOf(useContext(RouteMatchesContext));
}

/** Params of the deepest match (a layout sees its page's params this way). */
export function useDeepestParams(): Record<string, string | undefined> {
  const matches = useContext(RouteMatchesContext);
  return matches[matches.length - 1]?.params ?? {};
}
