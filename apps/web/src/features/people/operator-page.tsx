import { OPERATOR_KIND } from './staff-kinds';
import { StaffDetailPage } from './staff-detail-page';

export function OperatorPage() {
  return <StaffDetailPage kind={OPERATOR_KIND} />;
}
