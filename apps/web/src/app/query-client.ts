import { QueryClient } from '@tanstack/react-query';

/**
 * Errors are toasted once by the HTTP client, so queries do not retry (a retry would toast again)
 * and do not refetch on focus: the order hub keeps the board current.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
