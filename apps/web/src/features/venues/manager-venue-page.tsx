import { useTranslation } from 'react-i18next';
import { EmptyScreen } from '../../components/empty-screen';
import { StoreIcon } from '../../components/icons';

export function ManagerVenuePage() {
  const { t } = useTranslation();
  return (
    <EmptyScreen
      icon={<StoreIcon />}
      title={t('venues.mine.title')}
      description={t('venues.mine.description')}
    />
  );
}
