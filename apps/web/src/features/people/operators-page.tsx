import { OPERATOR_KIND } from './staff-kinds';
import { StaffListPage } from './staff-list-page';

export function OperatorsPage() {
  return <StaffListPage kind={OPERATOR_KIND} />;
}
