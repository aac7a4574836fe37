import {
  downloadMenuContract,
  getMenuContract,
  LOCAL_STORAGE_KEYS,
  menuFromFileContract,
  menuPublishPreviewContract,
  menuUpdateStatusInfoContract,
  publishMenuContract,
  PLATFORM_KINDS,
  saveMenuContract,
  type TMenu,
  type TMenuInstance,
  type TMenuImportResult,
  type TPlatformKind,
  type TSaveMenuRequest,
} from '@orderdesk/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callContract } from '../../api/http-client';

export const menuKeys = {
  all: ['menu'] as const,
  menu: (venueId: number) => ['menu', venueId, 'tree'] as const,
  status: (venueId: number) => ['menu', venueId, 'status'] as const,
  preview: (venueId: number) => ['menu', venueId, 'preview'] as const,
};

/** A platform connection's menu as the screen shows it: a tab per connection. */
export interface MenuConnection extends TMenuInstance {
  platform: TPlatformKind;
}

const INSTANCE_KEYS = {
  wolt: 'woltInstances',
  bolt: 'boltInstances',
  fudy: 'fudyInstances',
  glovo: 'glovoInstances',
} as const;

/** The menu's connections, every platform's, in the platforms' order. */
export function menuConnections(menu: TMenu): MenuConnection[] {
  return PLATFORM_KINDS.flatMap((platform) => menu[INSTANCE_KEYS[platform]].map((i) => ({ ...i, platform })));
}

/**
 * Spec §9's `menuVersion` / `newMenuVersion`: the version the screen shows, and the newest the
 * server said it holds (after an import, in this tab or another). A newer one than shown means the
 * screen should reload its menu.
 */
export const menuVersionStore = {
  read(key: 'menuVersion' | 'newMenuVersion'): number {
    const value = Number(localStorage.getItem(LOCAL_STORAGE_KEYS[key]) ?? 0);
    return Number.isFinite(value) ? value : 0;
  },
  write(key: 'menuVersion' | 'newMenuVersion', version: number): void {
    localStorage.setItem(LOCAL_STORAGE_KEYS[key], String(version));
  },
};

export function useMenu(venueId: number) {
  return useQuery({
    queryKey: menuKeys.menu(venueId),
    queryFn: async ({ signal }): Promise<TMenu> => {
      const menu = await callContract(getMenuContract, { query: { venueId }, signal });
      menuVersionStore.write('menuVersion', menu.menuVersion);
      if (menuVersionStore.read('newMenuVersion') < menu.menuVersion)
        menuVersionStore.write('newMenuVersion', menu.menuVersion);
      return menu;
    },
  });
}

function useImported(venueId: number) {
  const client = useQueryClient();
  return (result: TMenuImportResult) => {
    menuVersionStore.write('newMenuVersion', result.menuVersion);
    void client.invalidateQueries({ queryKey: ['menu', venueId] });
  };
}

export function useDownloadMenu(venueId: number) {
  const imported = useImported(venueId);
  return useMutation({
    mutationFn: () => callContract(downloadMenuContract, { body: { venueId } }),
    onSuccess: imported,
  });
}

export function useUploadMenuFile(venueId: number) {
  const imported = useImported(venueId);
  return useMutation({
    mutationFn: (file: { fileName: string; content: string }) =>
      callContract(menuFromFileContract, { query: { venueId }, body: file }),
    onSuccess: imported,
  });
}

export function useSaveMenu(venueId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveMenuRequest) => callContract(saveMenuContract, { body }),
    onSuccess: (menu) => {
      client.setQueryData(menuKeys.menu(venueId), menu);
      void client.invalidateQueries({ queryKey: menuKeys.preview(venueId) });
    },
  });
}

export function usePublishPreview(venueId: number, enabled: boolean) {
  return useQuery({
    queryKey: menuKeys.preview(venueId),
    queryFn: ({ signal }) => callContract(menuPublishPreviewContract, { query: { venueId }, signal }),
    enabled,
    staleTime: 0,
  });
}

export function usePublishMenu(venueId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callContract(publishMenuContract, { body: { venueId } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: menuKeys.status(venueId) }),
  });
}

/** Each connection's last publish; polled while one is still on its way. */
export function useMenuStatus(venueId: number) {
  return useQuery({
    queryKey: menuKeys.status(venueId),
    queryFn: ({ signal }) => callContract(menuUpdateStatusInfoContract, { params: { venueId }, signal }),
    refetchInterval: (query) =>
      query.state.data?.connections.some(
        (c) => c.lastPublish && ['queued', 'processing'].includes(c.lastPublish.status),
      )
        ? 2000
        : false,
  });
}
