import { useTranslation } from 'react-i18next';
import { EmptyScreen } from '../../components/empty-screen';
import { AssignmentIcon } from '../../components/icons';

export function LicRequestsPage() {
  const { t } = useTranslation();
  return (
    <EmptyScreen
      icon={<AssignmentIcon />}
      title={t('licences.requests.title')}
      description={t('licences.requests.description')}
    />
  );
}
