import type { TMenuImportResult } from '@orderdesk/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { useDownloadMenu, useUploadMenuFile } from './menu-api';

/**
 * Importing the menu, from the venue's r_keeper or from an exported XML file: on success the screen's
 * unsaved switches are dropped (`onImported`) and the user hears what was read.
 */
export function useMenuImport(venueId: number, onImported: () => void) {
  const { t } = useTranslation();
  const download = useDownloadMenu(venueId);
  const upload = useUploadMenuFile(venueId);
  const imported = (result: TMenuImportResult) => {
    onImported();
    toast.success(
      t('menus.imported', {
        dishes: result.dishes,
        combos: result.combos,
        modifiers: result.modifiers,
        stopped: result.disabledInRk,
      }),
    );
  };
  return {
    downloading: download.isPending,
    uploading: upload.isPending,
    fromRkeeper: () =>
      void download
        .mutateAsync()
        .then(imported)
        .catch(() => undefined),
    fromFile: (file: File) =>
      void file
        .text()
        .then((content) => upload.mutateAsync({ fileName: file.name, content }))
        .then(imported)
        .catch(() => undefined),
  };
}

export type MenuImport = ReturnType<typeof useMenuImport>;
