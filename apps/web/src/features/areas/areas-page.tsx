import Typography from '@mui/material/Typography';
import { can, Permission, type TArea } from '@orderdesk/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MapIcon } from '../../components/icons';
import {
  ListPage,
  nameColumn,
  useListParams,
  useListTexts,
  type ListColumn,
  type ListTextKeys,
} from '../../components/list';
import { useSession } from '../auth';
import { useAreas, useDeleteArea } from './api/areas';
import { AreaDialog } from './area-dialog';

const TEXT_KEYS: ListTextKeys = {
  title: 'areas.list.title',
  subtitle: 'areas.list.description',
  search: 'areas.list.search',
  create: 'areas.list.create',
  emptyTitle: 'areas.list.emptyTitle',
  emptyText: 'areas.list.emptyText',
  deleteTitle: 'areas.list.deleteTitle',
  deleteMessage: 'areas.list.deleteMessage',
  deleted: 'areas.list.deleted',
};

/** The open dialog lives in the address (`?area=new` or `?area={id}`): linkable, and Back closes it. */
const DIALOG_PARAM = 'area';

function dialogTarget(value: string | null): number | 'new' | null {
  if (value === 'new') return 'new';
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** `/areas`: administrators manage areas; dealers see the ones they serve. */
export function AreasPage() {
  const { t } = useTranslation();
  const { role } = useSession();
  const params = useListParams();
  const [search, setSearch] = useSearchParams();
  const result = useAreas(params.query);
  const remove = useDeleteArea();
  const target = dialogTarget(search.get(DIALOG_PARAM));

  const openDialog = (value: string | null) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (value === null) next.delete(DIALOG_PARAM);
      else next.set(DIALOG_PARAM, value);
      return next;
    });

  const columns = useMemo<ListColumn<TArea>[]>(
    () => [
      nameColumn(t('areas.fields.name')),
      {
        id: 'id',
        header: t('areas.fields.id'),
        width: 120,
        cell: (area) => (
          <Typography variant="body2" color="text.secondary">
            #{area.id}
          </Typography>
        ),
      },
    ],
    [t],
  );

  return (
    <>
      <ListPage
        texts={useListTexts(TEXT_KEYS)}
        icon={<MapIcon />}
        params={params}
        result={result}
        columns={columns}
        rowName={(area) => area.name}
        canManage={role !== undefined && can(role, Permission.AREAS_MANAGE)}
        onCreate={() => openDialog('new')}
        onEdit={(area) => openDialog(String(area.id))}
        onDelete={(area) => remove.mutateAsync(area.id)}
        testId="areas-table"
      />
      {target !== null && <AreaDialog key={target} areaId={target} onClose={() => openDialog(null)} />}
    </>
  );
}
