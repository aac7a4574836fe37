/** Whether a pushed venue is older than the one shown (pushes may arrive out of order); then it is dropped. */
export function isOlderVenue(
  pushed: { version?: number | undefined },
  shown: { version?: number | undefined } | undefined,
): boolean {
  return pushed.version !== undefined && shown?.version !== undefined && pushed.version < shown.version;
}
