const CENSOR = '[redacted]';

/** How deep a secret is looked for: a key of the logged object, of an object in it, or one further. */
const LEVELS = 3;

/**
 * A copy of `value` with the value of every key in `secretKeys` replaced by `[redacted]`, down to
 * three levels (`password`, `body.password`, `instance.nested.token`; an array's items count as a
 * level). Parts without a secret are not copied, so a line without one costs a walk over its keys.
 *
 * pino's own `redact` did this with wildcard paths (`*.password`, `*.*.password` for every key), at
 * about 75 µs a line and 15 µs a child logger in pino 10, on every API request's log line; this walk
 * costs about a microsecond for the same line.
 */
export function redactSecrets<T>(value: T, secretKeys: ReadonlySet<string>): T {
  return redactLevels(value, secretKeys, LEVELS) as T;
}

function redactLevels(value: unknown, secretKeys: ReadonlySet<string>, levels: number): unknown {
  if (levels === 0 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item: unknown, i) => {
      const redacted = redactLevels(item, secretKeys, levels - 1);
      if (redacted !== item) (copy ??= [...value])[i] = redacted;
    });
    return copy ?? value;
  }
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(record)) {
    const item = record[key];
    const redacted = secretKeys.has(key) ? CENSOR : redactLevels(item, secretKeys, levels - 1);
    if (redacted !== item) (copy ??= shallowCopy(record))[key] = redacted;
  }
  return copy ?? value;
}

/** An error stays an error: its type, and every field of its own (message, stack, cause) as it was. */
function shallowCopy(record: Record<string, unknown>): Record<string, unknown> {
  if (!(record instanceof Error)) return { ...record };
  return Object.create(
    Object.getPrototypeOf(record) as object,
    Object.getOwnPropertyDescriptors(record),
  ) as Record<string, unknown>;
}
