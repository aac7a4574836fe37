import { CONNECTION_FIELDS, type TPlatformKind, type TVenue } from '@orderdesk/contracts';
import { useState } from 'react';
import type { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, isApiError } from '../../../api/api-error';
import { applyServerErrors } from '../../../components/form';
import { toast } from '../../../lib/toast';
import { useUpdateVenue } from '../api/venues';
import {
  CONNECTION_LISTS,
  connectionListRequest,
  type AnyConnection,
  type ConnectionEdit,
  type ConnectionFormValues,
} from './connection-request';

/** The server's errors of one list item, renamed to the connection dialog's fields. */
function itemErrors(error: ApiError, platform: TPlatformKind, index: number): ApiError {
  const prefix = `${CONNECTION_LISTS[platform]}.${index}.`;
  const secrets: readonly string[] = CONNECTION_FIELDS[platform].secrets;
  const plain: readonly string[] = CONNECTION_FIELDS[platform].plain;
  const errors = Object.fromEntries(
    Object.entries(error.errors).map(([key, messages]) => {
      if (!key.startsWith(prefix)) return [key, messages];
      const field = key.slice(prefix.length);
      if (secrets.includes(field)) return [`secrets.${field}.value`, messages];
      if (plain.includes(field)) return [`plain.${field}`, messages];
      return [field, messages];
    }),
  );
  const renamed = new ApiError(error.kind, error.message, error.status, errors);
  renamed.notified = error.notified;
  return renamed;
}

/** A connection being edited (`null`: a new one of the platform) or asked about before removal. */
export interface ConnectionChoice {
  platform: TPlatformKind;
  connection: AnyConnection | null;
}

/**
 * Changes to the venue's connections, each sent as the venue's whole list of that platform: add or
 * edit in the dialog (the server's field errors land on its fields), enable or disable, remove after
 * asking.
 */
export function useConnectionChanges(venue: TVenue) {
  const { t } = useTranslation();
  const update = useUpdateVenue();
  const [editing, setEditing] = useState<ConnectionChoice | null>(null);
  const [removing, setRemoving] = useState<ConnectionChoice | null>(null);

  const send = async (platform: TPlatformKind, edit: ConnectionEdit) => {
    const { body, index } = connectionListRequest(venue, platform, edit);
    await update.mutateAsync(body as never);
    return index;
  };

  const save = async (
    values: ConnectionFormValues,
    form: ReturnType<typeof useForm<ConnectionFormValues>>,
  ) => {
    if (!editing) return;
    const { platform, connection } = editing;
    const edit: ConnectionEdit = { kind: 'save', values, ...(connection ? { id: connection.id } : {}) };
    const { index } = connectionListRequest(venue, platform, edit);
    try {
      await send(platform, edit);
      toast.success(t('venues.connections.saved'));
      setEditing(null);
    } catch (error) {
      // `woltSettings.2.apiKey` → the dialog's field of that item; the rest as a toast.
      const shown = isApiError(error) ? itemErrors(error, platform, index) : error;
      const fields = [
        'externalId',
        'name',
        'isEnabled',
        ...CONNECTION_FIELDS[platform].plain.map((f) => `plain.${f}` as const),
        ...CONNECTION_FIELDS[platform].secrets.map((f) => `secrets.${f}.value` as const),
      ];
      applyServerErrors(shown, form.setError, fields as never);
    }
  };

  const toggle = async (platform: TPlatformKind, c: AnyConnection) => {
    try {
      await send(platform, { kind: 'enable', id: c.id, isEnabled: !c.isEnabled });
      toast.success(c.isEnabled ? t('venues.connections.disabled') : t('venues.connections.enabled'));
    } catch (error) {
      applyServerErrors(error, () => undefined, []);
    }
  };

  const remove = async () => {
    if (!removing?.connection) return;
    try {
      await send(removing.platform, { kind: 'remove', id: removing.connection.id });
      toast.success(t('venues.connections.removed'));
    } catch (error) {
      applyServerErrors(error, () => undefined, []);
    }
    setRemoving(null);
  };

  return { pending: update.isPending, editing, setEditing, save, toggle, removing, setRemoving, remove };
}

export type ConnectionChanges = ReturnType<typeof useConnectionChanges>;
