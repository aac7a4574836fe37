/** Timestamps are stored as ISO-8601 UTC text (see schema.ts). */
export function nowIso(): string {
  return new Date().toISOString();
}

export function isoIn(ms: number): string {
  return new Date(Date.now() + ms).toISOString();
}
