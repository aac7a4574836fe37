import { useTranslation } from 'react-i18next';
import { EmptyScreen } from '../../components/empty-screen';
import { WorkIcon } from '../../components/icons';

export function DealersPage() {
  const { t } = useTranslation();
  return (
    <EmptyScreen
      icon={<WorkIcon />}
      title={t('people.dealers.title')}
      description={t('people.dealers.description')}
    />
  );
}
