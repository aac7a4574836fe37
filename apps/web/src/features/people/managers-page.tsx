import { MANAGER_KIND } from './staff-kinds';
import { StaffListPage } from './staff-list-page';

export function ManagersPage() {
  return <StaffListPage kind={MANAGER_KIND} />;
}
