import {
  APP_ROUTES,
  ZCreateAdminRequest,
  ZUpdateAdminRequest,
  type TCreateAdminRequest,
} from '@orderdesk/contracts';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useAdmin, useCreateAdmin, useDeleteAdmin, useUpdateAdmin } from './api/admins';
import { PersonEditor } from './person-editor';
import { parseEntityId, personFormValues, personName, ZKeepOrNewPassword } from './person-form';
import { ADMIN_KEYS, editorStatus, usePersonEditorTexts } from './person-texts';

const ZEditAdminForm = ZUpdateAdminRequest.omit({ id: true }).extend({ password: ZKeepOrNewPassword });

/** `/admin-detail/{id}` and `/admin-detail/new`. */
export function AdminDetailPage() {
  const { isNew, id } = parseEntityId(useParams().id);
  const admin = useAdmin(id);
  const create = useCreateAdmin();
  const update = useUpdateAdmin();
  const remove = useDeleteAdmin();
  const values = useMemo(() => personFormValues(admin.data), [admin.data]);
  const texts = usePersonEditorTexts(ADMIN_KEYS, isNew, admin.data ? personName(admin.data) : '');
  return (
    <PersonEditor
      texts={texts}
      isNew={isNew}
      status={editorStatus(isNew, id, admin)}
      values={values}
      schema={isNew ? ZCreateAdminRequest : ZEditAdminForm}
      listPath={APP_ROUTES['admin-list']}
      save={(body) =>
        isNew ? create.mutateAsync(body as TCreateAdminRequest) : update.mutateAsync({ ...body, id: id ?? 0 })
      }
      remove={id === null ? undefined : () => remove.mutateAsync(id)}
      testId="admin-form"
    />
  );
}
