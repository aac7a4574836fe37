import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyScreen } from '../../components/empty-screen';
import { AssignmentIcon } from '../../components/icons';

export function LicEventsPage() {
  const { t } = useTranslation();
  const { venueId = '' } = useParams();
  return (
    <EmptyScreen
      icon={<AssignmentIcon />}
      title={t('licences.events.title', { venueId })}
      description={t('licences.events.description', { venueId })}
    />
  );
}
