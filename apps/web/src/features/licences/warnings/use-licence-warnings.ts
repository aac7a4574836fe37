import { checkLicences, getVenueEndpoint, shouldShowLicenceWarnings } from '@orderdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { callContract } from '../../../api/http-client';
import { venuesKeys } from '../../../api/venues-keys';
import { licenceWarningTexts, showLicenceToasts } from './licence-toasts';

/**
 * Spec §5: whenever the current venue changes the show-expiry flag turns on; once that venue is
 * loaded its licence checks run and toast, and the flag turns off until the venue changes again.
 * Mounted only in the signed-in layout, so the login screen never shows these warnings.
 */
export function useLicenceWarnings(venueId: number | null): void {
  const { t } = useTranslation();
  // The venues resource's detail key: the same record the venue screen and the board hold.
  const { data: venue } = useQuery({
    queryKey: venuesKeys.detail(venueId ?? 0),
    queryFn: ({ signal }) => callContract(getVenueEndpoint, { params: { id: venueId ?? 0 }, signal }),
    enabled: venueId !== null && venueId > 0,
  });
  const checkedVenueId = useRef<number | null>(null);

  useEffect(() => {
    if (venueId === null || venue === undefined || venue.id !== venueId) return;
    const showExpiryMessage = checkedVenueId.current !== venueId;
    if (!shouldShowLicenceWarnings({ alertsAllowed: true, showExpiryMessage })) return;
    checkedVenueId.current = venueId;
    showLicenceToasts(licenceWarningTexts(checkLicences(venue), t));
  }, [venueId, venue, t]);
}
