import {
  deletePosMappingContract,
  listPosMappingsContract,
  orderPosProblemsContract,
  rkMenuChoicesContract,
  savePosMappingContract,
  type TOrderPosProblems,
  type TPosItemKind,
  type TPosMapping,
  type TRkMenuChoices,
  type TSavePosMappingRequest,
} from '@orderdesk/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callContract } from '../../../api/http-client';
import { ordersKeys } from './orders-keys';

/** Query keys of a venue's r_keeper mapping: its rows and the menu to pick from. */
export const posMappingKeys = {
  venue: (venueId: number) => ['pos-mappings', venueId] as const,
  list: (venueId: number) => [...posMappingKeys.venue(venueId), 'list'] as const,
  menu: (venueId: number, search: string, kind: TPosItemKind | undefined) =>
    [...posMappingKeys.venue(venueId), 'rk-menu', { search, kind }] as const,
};

/** Each line of an order that r_keeper cannot take now; read again whenever the order changes. */
export function useOrderPosProblems(orderId: number, orderVersion: string, enabled: boolean) {
  return useQuery({
    queryKey: [...ordersKeys.detail(orderId), 'pos-problems', orderVersion],
    queryFn: (): Promise<TOrderPosProblems> =>
      callContract(orderPosProblemsContract, { params: { id: orderId } }),
    enabled,
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

export function useVenuePosMappings(venueId: number) {
  return useQuery({
    queryKey: posMappingKeys.list(venueId),
    queryFn: (): Promise<TPosMapping[]> => callContract(listPosMappingsContract, { params: { id: venueId } }),
  });
}

/** After a mapping changes, the venue's rows and every order's problems are read again. */
function useRefreshAfterMapping(venueId: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: posMappingKeys.venue(venueId) }),
      client.invalidateQueries({ queryKey: ordersKeys.details() }),
    ]);
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
