import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyScreen } from '../../components/empty-screen';
import { AssignmentIcon } from '../../components/icons';

export function LicRequestPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <EmptyScreen
      icon={<AssignmentIcon />}
      title={t('licences.request.title', { id })}
      description={t('licences.request.description', { id })}
    />
  );
}
