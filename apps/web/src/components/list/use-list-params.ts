import { LIST_PAGE_SIZE_DEFAULT, LIST_PAGE_SIZE_MAX } from '@orderdesk/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../hooks/use-debounced-value';

export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
const LIST_KEYS: readonly string[] = ['search', 'page', 'pageSize'];

function positiveInt(value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

export interface ListParams {
  /** What the search box shows (typed, not yet debounced). */
  searchInput: string;
  setSearchInput: (value: string) => void;
  /** The search the list is queried with. */
  search: string;
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  /** A numeric filter such as `areaId` or `venueId`; null for "all". */
  filter: (name: string) => number | null;
  setFilter: (name: string, value: number | null) => void;
  /** A filter is set. */
  hasFilters: boolean;
  /** `search`, `page` and `pageSize` for the list call. */
  query: { search?: string; page: number; pageSize: number };
}

/**
 * Search, paging and filters of a list screen, kept in the address (`?search=&page=&pageSize=`) so a
 * list can be linked to and Back returns to the same page. Typing is debounced before it queries.
 */
export function useListParams(): ListParams {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  // In the app the router follows the browser's address; a memory router (tests) does not. Read once,
  // when the list opens: while a navigation away is pending, the address has already moved on.
  const [followsAddressBar] = useState(() => window.location.pathname === pathname);
  const search = params.get('search') ?? '';
  const page = positiveInt(params.get('page'), 1);
  const pageSize = positiveInt(params.get('pageSize'), LIST_PAGE_SIZE_DEFAULT, LIST_PAGE_SIZE_MAX);
  const [searchInput, setSearchInput] = useState(search);
  const debounced = useDebouncedValue(searchInput.trim());

  const update = useCallback(
    (patch: Record<string, string | null>) => {
      // A search that settles just after a row was opened (its screen still loading) must not take the
      // user back to the list.
      if (followsAddressBar && window.location.pathname !== pathname) return;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams, pathname, followsAddressBar],
  );

  // A new search starts again on page 1.
  useEffect(() => {
    if (debounced !== search) update({ search: debounced, page: null });
  }, [debounced, search, update]);

  return useMemo(
    () => ({
      searchInput,
      setSearchInput,
      search,
      page,
      pageSize,
      setPage: (next) => update({ page: next > 1 ? String(next) : null }),
      setPageSize: (next) => update({ pageSize: String(next), page: null }),
      filter: (name) => {
        const value = params.get(name);
        return value === null ? null : positiveInt(value, 0) || null;
      },
      setFilter: (name, value) => update({ [name]: value === null ? null : String(value), page: null }),
      hasFilters: [...params.keys()].some((key) => !LIST_KEYS.includes(key)),
      query: { ...(search ? { search } : {}), page, pageSize },
    }),
    [searchInput, search, page, pageSize, params, update],
  );
}
