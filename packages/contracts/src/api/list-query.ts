import { z } from 'zod';

export const LIST_PAGE_SIZE_DEFAULT = 20;
export const LIST_PAGE_SIZE_MAX = 100;

const ZQueryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .optional()
  .transform((v) => v === true || v === 'true');

/**
 * The query of every list endpoint: `search`, `page` (1-based), `pageSize`, `sortBy` (one of the
 * list's `sortable` fields) and `sortDesc`. Query-string values are coerced; an empty search is
 * no search.
 */
export function createListQuery<const S extends readonly string[] = readonly []>(
  opts: { sortable?: S } = {},
) {
  const sortable = opts.sortable ?? [];
  const sortBy = sortable.length > 0 ? z.enum(sortable as unknown as [string, ...string[]]) : z.never();
  return z.object({
    search: z
      .string()
      .trim()
      .max(200)
      .transform((v) => (v === '' ? undefined : v))
      .optional(),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(LIST_PAGE_SIZE_MAX).default(LIST_PAGE_SIZE_DEFAULT),
    sortBy: (sortBy as z.ZodType<S[number]>).optional(),
    sortDesc: ZQueryBoolean,
  });
}

export const ZListQuery = createListQuery();
export type TListQuery = z.output<typeof ZListQuery>;

/** One page of a list. */
export function ZPaged<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}
export interface TPaged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
