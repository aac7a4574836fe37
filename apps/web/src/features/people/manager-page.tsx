import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyScreen } from '../../components/empty-screen';
import { SupervisorIcon } from '../../components/icons';

export function ManagerPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <EmptyScreen
      icon={<SupervisorIcon />}
      title={t('people.manager.title', { id })}
      description={t('people.manager.description', { id })}
    />
  );
}
