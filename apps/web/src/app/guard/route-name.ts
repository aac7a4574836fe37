import type { AppRouteName } from '@orderdesk/contracts';
import { useMatches, type UIMatch } from 'react-router';
import type { GuardRouteName } from './decide-navigation';

/** Every named route carries its spec name in `handle`. */
export interface RouteHandle {
  name: AppRouteName | 'error';
}

function nameOf(match: UIMatch): GuardRouteName {
  const handle = match.handle as Partial<RouteHandle> | undefined;
  return handle?.name;
}

/** The name of the deepest matched named route; undefined for a route without a name. */
export function routeNameOf(matches: readonly UIMatch[]): GuardRouteName {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i];
    const name = match && nameOf(match);
    if (name) return name;
  }
  return undefined;
}

export function useRouteName(): GuardRouteName {
  return routeNameOf(useMatches());
}

/** Params of the deepest match (a layout sees its page's params this way). */
export function useDeepestParams(): Record<string, string | undefined> {
  const matches = useMatches();
  return matches[matches.length - 1]?.params ?? {};
}
