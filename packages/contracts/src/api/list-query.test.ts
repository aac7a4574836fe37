import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZListQuery, ZPaged, createListQuery } from './list-query';

describe('createListQuery', () => {
  it('defaults page 1, page size 20, ascending', () => {
    expect(ZListQuery.parse({})).toEqual({ page: 1, pageSize: 20, sortDesc: false });
  });

  it('coerces query-string values and trims the search', () => {
    const q = createListQuery({ sortable: ['name', 'createdAt'] }).parse({
      search: '  pizza ',
      page: '3',
      pageSize: '50',
      sortBy: 'name',
      sortDesc: 'true',
    });
    expect(q).toEqual({ search: 'pizza', page: 3, pageSize: 50, sortBy: 'name', sortDesc: true });
    expect(ZListQuery.parse({ sortDesc: 'false' }).sortDesc).toBe(false);
    expect(ZListQuery.parse({ sortDesc: true }).sortDesc).toBe(true);
  });

  it('treats a blank search as no search', () => {
    expect(ZListQuery.parse({ search: '   ' }).search).toBeUndefined();
  });

  it('rejects out-of-range paging and unknown sort fields', () => {
    const Q = createListQuery({ sortable: ['name'] });
    expect(Q.safeParse({ page: '0' }).success).toBe(false);
    expect(Q.safeParse({ page: 'x' }).success).toBe(false);
    expect(Q.safeParse({ pageSize: '0' }).success).toBe(false);
    expect(Q.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(Q.safeParse({ pageSize: '100' }).success).toBe(true);
    expect(Q.safeParse({ sortBy: 'password' }).success).toBe(false);
    expect(Q.safeParse({ sortDesc: 'yes' }).success).toBe(false);
    expect(ZListQuery.safeParse({ sortBy: 'name' }).success).toBe(false);
  });
});

describe('ZPaged', () => {
  it('wraps items with total and paging', () => {
    const Z = ZPaged(z.object({ id: z.number() }));
    const page = { items: [{ id: 1 }], total: 41, page: 3, pageSize: 20 };
    expect(Z.parse(page)).toEqual(page);
    expect(Z.safeParse({ ...page, items: [{ id: 'x' }] }).success).toBe(false);
    expect(Z.safeParse({ ...page, total: -1 }).success).toBe(false);
  });
});
