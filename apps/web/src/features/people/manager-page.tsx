import { MANAGER_KIND } from './staff-kinds';
import { StaffDetailPage } from './staff-detail-page';

export function ManagerPage() {
  return <StaffDetailPage kind={MANAGER_KIND} />;
}
