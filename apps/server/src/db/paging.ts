import type { TListQuery, TPaged } from '@orderdesk/contracts';

type Paging = Pick<TListQuery, 'page' | 'pageSize'>;

/** LIMIT and OFFSET of a 1-based page. */
export function pageWindow(query: Paging): { limit: number; offset: number } {
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}

export function toPage<T>(items: T[], total: number, query: Paging): TPaged<T> {
  return { items, total, page: query.page, pageSize: query.pageSize };
}
