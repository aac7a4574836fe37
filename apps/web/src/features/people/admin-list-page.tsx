import { APP_ROUTES, buildPath, type TAdmin } from '@orderdesk/contracts';
import { ShieldIcon } from '../../components/icons';
import { ListPage, useListParams, useListTexts } from '../../components/list';
import { useAdmins, useDeleteAdmin } from './api/admins';
import { usePersonColumns } from './person-columns';
import { personName } from './person-form';
import { ADMIN_KEYS } from './person-texts';

const detailPath = (id: number | 'new') => buildPath(APP_ROUTES['admin-detail'], { id });

/** `/admin-list`: the administrators (only administrators reach this screen). */
export function AdminListPage() {
  const params = useListParams();
  const result = useAdmins(params.query);
  const remove = useDeleteAdmin();
  const columns = usePersonColumns<TAdmin>();
  return (
    <ListPage
      texts={useListTexts(ADMIN_KEYS.list)}
      icon={<ShieldIcon />}
      params={params}
      result={result}
      columns={columns}
      rowName={personName}
      canManage
      createHref={detailPath('new')}
      editHref={(admin) => detailPath(admin.id)}
      onDelete={(admin) => remove.mutateAsync(admin.id)}
      testId="admins-table"
    />
  );
}
