import type { ApiContract, TPaged } from '@orderdesk/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callContract, type QueryParams } from './http-client';
import type { ResourceKeys } from './resource-keys';

/** The five calls of docs/product.md §7's collection pattern: list, get, create, update (id in the body), delete. */
export interface CrudContracts {
  list: ApiContract;
  get: ApiContract;
  create: ApiContract;
  update: ApiContract;
  remove: ApiContract;
}

type Out<C extends ApiContract> = z.output<C['response']>;
type In<S> = S extends z.ZodType ? z.input<S> : never;
interface Call {
  params?: Record<string, number>;
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  formErrors?: boolean;
}

/**
 * Fetchers, query options and hooks of one collection. Lists keep the previous page on screen while
 * the next loads; every change invalidates the resource's keys (lists, details and selectors), and
 * create/update leave 400 field errors to the calling form.
 */
export function createCrudResource<C extends CrudContracts>(keys: ResourceKeys, contracts: C) {
  type Item = Out<C['get']> & { id: number };
  type Page = Out<C['list']> & TPaged<{ id: number }>;

  // The contracts are only known as ApiContract here; each resource's types come from `C` above.
  const call = <R>(contract: ApiContract, options: Call) =>
    callContract(contract, options as never) as Promise<R>;

  const fetchers = {
    list: (query: QueryParams, signal?: AbortSignal) => call<Page>(contracts.list, { query, signal }),
    get: (id: number, signal?: AbortSignal) => call<Item>(contracts.get, { params: { id }, signal }),
    create: (body: In<C['create']['body']>) => call<Item>(contracts.create, { body, formErrors: true }),
    update: (body: In<C['update']['body']>) => call<Item>(contracts.update, { body, formErrors: true }),
    remove: (id: number) => call<void>(contracts.remove, { params: { id } }),
  };

  function listQueryOptions(query: QueryParams) {
    return queryOptions({
      queryKey: keys.list(query),
      queryFn: ({ signal }) => fetchers.list(query, signal),
      placeholderData: keepPreviousData,
    });
  }

  function detailQueryOptions(id: number) {
    return queryOptions({ queryKey: keys.detail(id), queryFn: ({ signal }) => fetchers.get(id, signal) });
  }

  function useList(query: QueryParams) {
    return useQuery(listQueryOptions(query));
  }

  /** Idle while `id` is null (a "new" screen). */
  function useDetail(id: number | null) {
    return useQuery({ ...detailQueryOptions(id ?? 0), enabled: id !== null });
  }

  function useSaved<TBody>(save: (body: TBody) => Promise<Item>) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: save,
      onSuccess: async (item) => {
        queryClient.setQueryData(keys.detail(item.id), item);
        await queryClient.invalidateQueries({ queryKey: keys.all });
      },
    });
  }

  function useCreate() {
    return useSaved(fetchers.create);
  }

  function useUpdate() {
    return useSaved(fetchers.update);
  }

  function useDelete() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: fetchers.remove,
      onSuccess: async (_, id) => {
        queryClient.removeQueries({ queryKey: keys.detail(id) });
        await queryClient.invalidateQueries({ queryKey: keys.all });
      },
    });
  }

  return {
    keys,
    fetchers,
    listQueryOptions,
    detailQueryOptions,
    useList,
    useDetail,
    useCreate,
    useUpdate,
    useDelete,
  };
}
