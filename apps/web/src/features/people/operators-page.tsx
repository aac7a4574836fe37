import { useTranslation } from 'react-i18next';
import { EmptyScreen } from '../../components/empty-screen';
import { PersonIcon } from '../../components/icons';

export function OperatorsPage() {
  const { t } = useTranslation();
  return (
    <EmptyScreen
      icon={<PersonIcon />}
      title={t('people.operators.title')}
      description={t('people.operators.description')}
    />
  );
}
