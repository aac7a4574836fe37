import { useTranslation } from 'react-i18next';
import { EmptyScreen } from '../../components/empty-screen';
import { CategoryIcon } from '../../components/icons';

export function VenueGroupsPage() {
  const { t } = useTranslation();
  return (
    <EmptyScreen
      icon={<CategoryIcon />}
      title={t('venueGroups.list.title')}
      description={t('venueGroups.list.description')}
    />
  );
}
