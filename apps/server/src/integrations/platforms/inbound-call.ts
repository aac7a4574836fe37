import { mayHoldNul, NUL_MESSAGE, nulPath } from '@orderdesk/contracts';
import { InboundRefusal } from './inbound-refusal';
import type { InboundCall } from './platform-adapter';

/** One header's value as sent (the first, if it came more than once). */
export function headerOf(call: InboundCall, name: string): string | undefined {
  const value = call.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** The body as JSON, or undefined when it is not JSON; a body carrying a NUL character is refused (400). */
export function jsonOrUndefined(call: InboundCall): unknown {
  const text = call.rawBody.toString('utf8');
  let json: unknown;
  try {
    json = JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
  const nulAt = mayHoldNul(text) ? nulPath(json) : undefined;
  if (nulAt !== undefined) throw InboundRefusal.badRequest(`${NUL_MESSAGE} (${nulAt})`, 'body');
  return json;
}

/** The body as JSON; a body that is not JSON is refused (400). */
export function jsonOf(call: InboundCall): unknown {
  const json = jsonOrUndefined(call);
  if (json === undefined) throw InboundRefusal.badRequest('The body is not valid JSON', 'body');
  return json;
}

/** A body that is JSON but not what the platform sends: 400 naming the first field at fault. */
export function refuseBody(
  what: string,
  error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] },
): never {
  const issue = error.issues[0];
  throw InboundRefusal.badRequest(
    `Not a ${what}: ${issue?.path.map(String).join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
    'body',
  );
}
