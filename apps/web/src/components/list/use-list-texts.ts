import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListTexts } from './list-page';

/** Translation keys of a list screen's texts; `deleteMessage` takes `{{name}}`. */
export type ListTextKeys = { [K in keyof ListTexts]: string };

export function useListTexts(keys: ListTextKeys): ListTexts {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      title: t(keys.title),
      subtitle: t(keys.subtitle),
      search: t(keys.search),
      create: t(keys.create),
      emptyTitle: t(keys.emptyTitle),
      emptyText: t(keys.emptyText),
      deleteTitle: t(keys.deleteTitle),
      deleteMessage: (name: string) => t(keys.deleteMessage, { name }),
      deleted: t(keys.deleted),
    }),
    [t, keys],
  );
}
