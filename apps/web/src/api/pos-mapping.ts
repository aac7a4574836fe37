import {
  deletePosMappingContract,
  listPosMappingsContract,
  orderPosProblemsContract,
  platformPosItemsContract,
  rkMenuChoicesContract,
  savePosMappingContract,
  type TOrderPosProblems,
  type TPlatformPosItems,
  type TPlatformPosItemsQuery,
  type TPosItemKind,
  type TPosMapping,
  type TRkMenuChoices,
  type TSavePosMappingRequest,
} from '@orderdesk/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callContract } from './http-client';

/**
 * Query keys of a venue's r_keeper mapping: its rows, the menu to pick from and its orders' problems,
 * all under one prefix so a changed mapping reads each of them again.
 */
export const posMappingKeys = {
  venue: (venueId: number) => ['pos-mappings', venueId] as const,
  list: (venueId: number) => [...posMappingKeys.venue(venueId), 'list'] as const,
  items: (venueId: number, query: TPlatformPosItemsQuery, posIdLookup: number) =>
    [...posMappingKeys.venue(venueId), 'items', query, posIdLookup] as const,
  menu: (venueId: number, search: string, kind: TPosItemKind | undefined) =>
    [...posMappingKeys.venue(venueId), 'rk-menu', { search, kind }] as const,
  problems: (venueId: number, orderId: number, orderVersion: string) =>
    [...posMappingKeys.venue(venueId), 'order-problems', orderId, orderVersion] as const,
};

/** Each line of an order that r_keeper cannot take now; read again whenever the order changes. */
export function useOrderPosProblems(order: { id: number; venueId: number; updatedAt: string }) {
  return useQuery({
    queryKey: posMappingKeys.problems(order.venueId, order.id, order.updatedAt),
    queryFn: (): Promise<TOrderPosProblems> =>
      callContract(orderPosProblemsContract, { params: { id: order.id } }),
  });
}

export function useRkMenuChoices(venueId: number, search: string, kind: TPosItemKind | undefined) {
  return useQuery({
    queryKey: posMappingKeys.menu(venueId, search, kind),
    queryFn: (): Promise<TRkMenuChoices> =>
      callContract(rkMenuChoicesContract, {
        params: { id: venueId },
        query: { search: search || undefined, kind },
      }),
  });
}

/**
 * Every platform item of the venue with the r_keeper item it maps to; read again when the venue's
 * POS id lookup changes or a mapping is saved or cleared.
 */
export function useVenuePosItems(venueId: number, query: TPlatformPosItemsQuery, posIdLookup: number) {
  return useQuery({
    queryKey: posMappingKeys.items(venueId, query, posIdLookup),
    queryFn: (): Promise<TPlatformPosItems> =>
      callContract(platformPosItemsContract, { params: { id: venueId }, query }),
    placeholderData: (previous) => previous,
  });
}

export function useVenuePosMappings(venueId: number) {
  return useQuery({
    queryKey: posMappingKeys.list(venueId),
    queryFn: (): Promise<TPosMapping[]> => callContract(listPosMappingsContract, { params: { id: venueId } }),
  });
}

/** After a mapping changes, the venue's rows and its orders' problems are read again. */
function useRefreshAfterMapping(venueId: number) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: posMappingKeys.venue(venueId) });
}

export function useSavePosMapping(venueId: number) {
  const refresh = useRefreshAfterMapping(venueId);
  return useMutation({
    mutationFn: (body: TSavePosMappingRequest): Promise<TPosMapping> =>
      callContract(savePosMappingContract, { params: { id: venueId }, body }),
    onSuccess: refresh,
  });
}

export function useDeletePosMapping(venueId: number) {
  const refresh = useRefreshAfterMapping(venueId);
  return useMutation({
    mutationFn: (mappingId: number): Promise<void> =>
      callContract(deletePosMappingContract, { params: { id: venueId, mappingId } }),
    onSuccess: refresh,
  });
}
