import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyScreen } from '../../components/empty-screen';
import { CategoryIcon } from '../../components/icons';

export function VenueGroupPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <EmptyScreen
      icon={<CategoryIcon />}
      title={t('venueGroups.detail.title', { id })}
      description={t('venueGroups.detail.description', { id })}
    />
  );
}
