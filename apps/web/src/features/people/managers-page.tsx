import { useTranslation } from 'react-i18next';
import { EmptyScreen } from '../../components/empty-screen';
import { SupervisorIcon } from '../../components/icons';

export function ManagersPage() {
  const { t } = useTranslation();
  return (
    <EmptyScreen
      icon={<SupervisorIcon />}
      title={t('people.managers.title')}
      description={t('people.managers.description')}
    />
  );
}
