/**
 * Answers from the API and pushes from the hub are checked against their contract's schema in
 * development and in the tests, where a server that strays from the contract fails loudly. The
 * production build leaves the checks out, and with them zod and the schemas, from the first screens:
 * the server builds its answers from the same contracts.
 */
export const CHECK_ANSWERS = import.meta.env.DEV || import.meta.env.MODE === 'test';

/** The schemas the checks use, loaded apart; never part of the production build. */
export function loadAnswerSchemas(): Promise<typeof import('./answer-schemas')> {
  // Written out (not CHECK_ANSWERS) so the bundler sees the import below is dead in production.
  if (!(import.meta.env.DEV || import.meta.env.MODE === 'test')) {
    return Promise.reject(new Error('Answers are checked in development and tests only'));
  }
  return import('./answer-schemas');
}
