import { applyMenuSwitches, type TMenu, type TMenuItemChange, type TMenuNode } from '@orderdesk/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { useSaveMenu } from './menu-api';

/** Switches made on the screen and not saved yet, per connection, in the order they were made. */
type Drafts = Record<number, { id: string; isEnabled: boolean }[]>;

/**
 * The menu's switches not saved yet: shown over the saved tree at once, saved together (or one edited
 * item on its own), or discarded. Saving answers a promise that fails as the call does.
 */
export function useMenuDrafts(venueId: number, menu: TMenu | undefined) {
  const { t } = useTranslation();
  const save = useSaveMenu(venueId);
  const [drafts, setDrafts] = useState<Drafts>({});

  const send = async (instances: { instanceId: number; items: TMenuItemChange[] }[]) => {
    if (!menu) return false;
    await save.mutateAsync({ venueId, menuVersion: menu.menuVersion, instances });
    toast.success(t('menus.saved'));
    return true;
  };

  return {
    unsaved: Object.values(drafts).reduce((n, list) => n + list.length, 0),
    saving: save.isPending,
    /** A connection's tree as the screen shows it: the saved one with this screen's switches. */
    treeOf: useCallback(
      (instanceId: number, saved: TMenuNode[]) => applyMenuSwitches(saved, drafts[instanceId] ?? []),
      [drafts],
    ),
    switchItem: (instanceId: number, id: string, isEnabled: boolean) =>
      setDrafts((d) => ({ ...d, [instanceId]: [...(d[instanceId] ?? []), { id, isEnabled }] })),
    discard: () => setDrafts({}),
    saveAll: async () => {
      const instances = Object.entries(drafts)
        .filter(([, items]) => items.length > 0)
        .map(([instanceId, items]) => ({ instanceId: Number(instanceId), items }));
      if (await send(instances)) setDrafts({});
    },
    /** One item changed in its editor, saved at once. */
    saveItem: (instanceId: number, change: TMenuItemChange) => send([{ instanceId, items: [change] }]),
  };
}

export type MenuDrafts = ReturnType<typeof useMenuDrafts>;
