import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyScreen } from '../../components/empty-screen';
import { RestaurantIcon } from '../../components/icons';

export function VenuePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <EmptyScreen
      icon={<RestaurantIcon />}
      title={t('venues.detail.title', { id })}
      description={t('venues.detail.description', { id })}
    />
  );
}
