import {
  listLanguagesEndpoint,
  updateAdditionalSettingsEndpoint,
  type TAboutMe,
  type TAdditionalUserSettings,
} from '@orderdesk/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callContract } from '../../../api/http-client';
import { sessionKeys } from '../../auth';
import { settingsKeys } from './settings-keys';

/** `GET /Languages`: the interface languages, fetched once the user is known (docs/product.md §7). */
export function languagesQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.languages(),
    queryFn: ({ signal }) => callContract(listLanguagesEndpoint, { signal }),
    staleTime: Infinity,
  });
}

export function useLanguages(enabled = true) {
  return useQuery({ ...languagesQueryOptions(), enabled });
}

export function saveAdditionalSettings(body: TAdditionalUserSettings): Promise<TAdditionalUserSettings> {
  return callContract(updateAdditionalSettingsEndpoint, { body, formErrors: true });
}

/** `PUT /users/AdditionalSettings`; the saved values go into the profile, which the board reads. */
export function useSaveAdditionalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: settingsKeys.additional(),
    mutationFn: saveAdditionalSettings,
    onSuccess: (saved) =>
      queryClient.setQueryData<TAboutMe>(sessionKeys.profile(), (profile) =>
        profile ? { ...profile, additionalUserSettings: saved } : profile,
      ),
  });
}
