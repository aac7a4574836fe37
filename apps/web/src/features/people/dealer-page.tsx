import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyScreen } from '../../components/empty-screen';
import { WorkIcon } from '../../components/icons';

export function DealerPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <EmptyScreen
      icon={<WorkIcon />}
      title={t('people.dealer.title', { id })}
      description={t('people.dealer.description', { id })}
    />
  );
}
