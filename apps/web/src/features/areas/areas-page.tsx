import { useTranslation } from 'react-i18next';
import { EmptyScreen } from '../../components/empty-screen';
import { MapIcon } from '../../components/icons';

export function AreasPage() {
  const { t } = useTranslation();
  return (
    <EmptyScreen icon={<MapIcon />} title={t('areas.list.title')} description={t('areas.list.description')} />
  );
}
