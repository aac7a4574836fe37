import type { TTokenAccessRequest } from '@orderdesk/contracts';

type Rules = typeof import('./sign-in-schema');

let rules: Promise<Rules> | undefined;

/**
 * The sign-in form's rules are the contract's schema; they load beside the sign-in screen, not
 * with it, so zod is not part of the first load (the screen starts loading them when it mounts).
 */
export function loadSignInRules(): Promise<Rules> {
  rules ??= import('./sign-in-schema');
  rules.catch(() => {
    rules = undefined;
  });
  return rules;
}

/** The fields the rules refuse, by name (none until the rules have loaded). */
export function invalidSignInFields(loaded: Rules | null, values: TTokenAccessRequest): Set<PropertyKey> {
  const issues = loaded?.ZTokenAccessRequest.safeParse(values).error?.issues ?? [];
  return new Set(issues.flatMap((issue) => (issue.path[0] === undefined ? [] : [issue.path[0]])));
}
