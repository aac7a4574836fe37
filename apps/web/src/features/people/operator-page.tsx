import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyScreen } from '../../components/empty-screen';
import { PersonIcon } from '../../components/icons';

export function OperatorPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <EmptyScreen
      icon={<PersonIcon />}
      title={t('people.operator.title', { id })}
      description={t('people.operator.description', { id })}
    />
  );
}
