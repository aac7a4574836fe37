import { useTranslation } from 'react-i18next';
import { EmptyScreen } from '../../components/empty-screen';
import { BarChartIcon } from '../../components/icons';

export function ReportsPage() {
  const { t } = useTranslation();
  return (
    <EmptyScreen
      icon={<BarChartIcon />}
      title={t('reports.overview.title')}
      description={t('reports.overview.description')}
    />
  );
}
