import {
  approveLicRequestContract,
  createLicRequestContract,
  deleteLicRequestContract,
  getLicenceSettingsContract,
  getLicRequestContract,
  licenceReportContract,
  listLicenceEventsContract,
  listLicRequestsContract,
  rejectLicRequestContract,
  updateLicenceSettingsContract,
  updateLicRequestContract,
  type TLicenceSettingsChange,
} from '@orderdesk/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createCrudResource } from '../../../api/crud-resource';
import { callContract, type QueryParams } from '../../../api/http-client';
import { createResourceKeys, RESOURCE_ROOTS } from '../../../api/resource-keys';
import { venuesKeys } from '../../../api/venues-keys';

export const licenceRequestsKeys = createResourceKeys(RESOURCE_ROOTS.licenceRequests);

/** `/api/lic-requests` (docs/product.md §7 collection pattern); DELETE withdraws a pending request. */
export const licenceRequestsResource = createCrudResource(licenceRequestsKeys, {
  list: listLicRequestsContract,
  get: getLicRequestContract,
  create: createLicRequestContract,
  update: updateLicRequestContract,
  remove: deleteLicRequestContract,
});

export const {
  useList: useLicRequests,
  useDetail: useLicRequest,
  useCreate: useCreateLicRequest,
  useUpdate: useUpdateLicRequest,
  useDelete: useWithdrawLicRequest,
} = licenceRequestsResource;

/** After a decision the venue's dates may have changed: its screens and the report refresh too. */
function useDecision<T>(decide: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: licenceRequestsKeys.all });
      await queryClient.invalidateQueries({ queryKey: venuesKeys.all });
    },
  });
}

export function useApproveLicRequest() {
  return useDecision((id: number) => callContract(approveLicRequestContract, { params: { id } }));
}

export function useRejectLicRequest() {
  return useDecision(({ id, reason }: { id: number; reason: string }) =>
    callContract(rejectLicRequestContract, { params: { id }, body: { reason }, formErrors: true }),
  );
}

const settingsKey = [...licenceRequestsKeys.all, 'settings'] as const;

/** `enabled: false` for people who may not read the settings (managers, operators). */
export function useLicenceSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: settingsKey,
    queryFn: ({ signal }) => callContract(getLicenceSettingsContract, { signal }),
  });
}

export function useUpdateLicenceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TLicenceSettingsChange) =>
      callContract(updateLicenceSettingsContract, { body, formErrors: true }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      await queryClient.invalidateQueries({ queryKey: licenceRequestsKeys.all });
    },
  });
}

export function useLicenceEvents(venueId: number) {
  return useQuery({
    queryKey: [...licenceRequestsKeys.all, 'events', venueId],
    queryFn: ({ signal }) => callContract(listLicenceEventsContract, { params: { venueId }, signal }),
  });
}

export function useLicenceReport(query: QueryParams) {
  return useQuery({
    queryKey: [...licenceRequestsKeys.all, 'report', query],
    queryFn: ({ signal }) => callContract(licenceReportContract, { query, signal }),
  });
}
