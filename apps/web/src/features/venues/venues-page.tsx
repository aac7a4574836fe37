import { useTranslation } from 'react-i18next';
import { EmptyScreen } from '../../components/empty-screen';
import { RestaurantIcon } from '../../components/icons';

export function VenuesPage() {
  const { t } = useTranslation();
  return (
    <EmptyScreen
      icon={<RestaurantIcon />}
      title={t('venues.list.title')}
      description={t('venues.list.description')}
    />
  );
}
