/** A failure that retrying cannot fix (bad credentials, unknown order): the job is dead-lettered at once. */
export class PermanentJobError extends Error {}
