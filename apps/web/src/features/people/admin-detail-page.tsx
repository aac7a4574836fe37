import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyScreen } from '../../components/empty-screen';
import { ShieldIcon } from '../../components/icons';

export function AdminDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <EmptyScreen
      icon={<ShieldIcon />}
      title={t('people.admin.title', { id })}
      description={t('people.admin.description', { id })}
    />
  );
}
