import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListTextKeys } from '../../components/list';
import type { PersonEditorTexts } from './person-editor';

export interface PersonKindKeys {
  list: ListTextKeys;
  newTitle: string;
  newSubtitle: string;
  editSubtitle: string;
  created: string;
  saved: string;
}

// Literal keys, not built from the kind's name, so the translation check sees every one in use.
export const ADMIN_KEYS: PersonKindKeys = {
  list: {
    title: 'people.admins.title',
    subtitle: 'people.admins.description',
    search: 'people.admins.search',
    create: 'people.admins.create',
    emptyTitle: 'people.admins.emptyTitle',
    emptyText: 'people.admins.emptyText',
    deleteTitle: 'people.admins.deleteTitle',
    deleteMessage: 'people.admins.deleteMessage',
    deleted: 'people.admins.deleted',
  },
  newTitle: 'people.admins.newTitle',
  newSubtitle: 'people.admins.newSubtitle',
  editSubtitle: 'people.admins.editSubtitle',
  created: 'people.admins.created',
  saved: 'people.admins.saved',
};

export const DEALER_KEYS: PersonKindKeys = {
  list: {
    title: 'people.dealers.title',
    subtitle: 'people.dealers.description',
    search: 'people.dealers.search',
    create: 'people.dealers.create',
    emptyTitle: 'people.dealers.emptyTitle',
    emptyText: 'people.dealers.emptyText',
    deleteTitle: 'people.dealers.deleteTitle',
    deleteMessage: 'people.dealers.deleteMessage',
    deleted: 'people.dealers.deleted',
  },
  newTitle: 'people.dealers.newTitle',
  newSubtitle: 'people.dealers.newSubtitle',
  editSubtitle: 'people.dealers.editSubtitle',
  created: 'people.dealers.created',
  saved: 'people.dealers.saved',
};

export const MANAGER_KEYS: PersonKindKeys = {
  list: {
    title: 'people.managers.title',
    subtitle: 'people.managers.description',
    search: 'people.managers.search',
    create: 'people.managers.create',
    emptyTitle: 'people.managers.emptyTitle',
    emptyText: 'people.managers.emptyText',
    deleteTitle: 'people.managers.deleteTitle',
    deleteMessage: 'people.managers.deleteMessage',
    deleted: 'people.managers.deleted',
  },
  newTitle: 'people.managers.newTitle',
  newSubtitle: 'people.managers.newSubtitle',
  editSubtitle: 'people.managers.editSubtitle',
  created: 'people.managers.created',
  saved: 'people.managers.saved',
};

export const OPERATOR_KEYS: PersonKindKeys = {
  list: {
    title: 'people.operators.title',
    subtitle: 'people.operators.description',
    search: 'people.operators.search',
    create: 'people.operators.create',
    emptyTitle: 'people.operators.emptyTitle',
    emptyText: 'people.operators.emptyText',
    deleteTitle: 'people.operators.deleteTitle',
    deleteMessage: 'people.operators.deleteMessage',
    deleted: 'people.operators.deleted',
  },
  newTitle: 'people.operators.newTitle',
  newSubtitle: 'people.operators.newSubtitle',
  editSubtitle: 'people.operators.editSubtitle',
  created: 'people.operators.created',
  saved: 'people.operators.saved',
};

/** Texts of a person's screen: "New …" or the person's name, and the toasts of saving and deleting. */
export function usePersonEditorTexts(keys: PersonKindKeys, isNew: boolean, name: string): PersonEditorTexts {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      title: isNew ? t(keys.newTitle) : name,
      subtitle: isNew ? t(keys.newSubtitle) : t(keys.editSubtitle),
      saved: isNew ? t(keys.created) : t(keys.saved),
      deleteTitle: t(keys.list.deleteTitle),
      deleteMessage: t(keys.list.deleteMessage, { name }),
      deleted: t(keys.list.deleted),
    }),
    [t, keys, isNew, name],
  );
}

/** A new form is ready at once; a record once it has loaded, and missing when it could not be. */
export function editorStatus(
  isNew: boolean,
  id: number | null,
  query: Pick<UseQueryResult, 'isPending' | 'isError'>,
): 'loading' | 'missing' | 'ready' {
  if (isNew) return 'ready';
  if (id === null || query.isError) return 'missing';
  return query.isPending ? 'loading' : 'ready';
}
