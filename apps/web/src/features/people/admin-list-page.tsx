import { useTranslation } from 'react-i18next';
import { EmptyScreen } from '../../components/empty-screen';
import { ShieldIcon } from '../../components/icons';

export function AdminListPage() {
  const { t } = useTranslation();
  return (
    <EmptyScreen
      icon={<ShieldIcon />}
      title={t('people.admins.title')}
      description={t('people.admins.description')}
    />
  );
}
