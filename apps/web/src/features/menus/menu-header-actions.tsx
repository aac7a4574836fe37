import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuImport } from './use-menu-import';

interface Props {
  venuePath: string;
  /** Import from r_keeper or a file (a settings editor's). */
  importer: MenuImport | null;
  /** Publish (an operator's); disabled until a menu is imported and every switch saved. */
  publish: { onClick: () => void; imported: boolean; unsaved: number } | null;
}

/** The menu screen's header buttons: back to the venue, import from r_keeper or a file, publish. */
export function MenuHeaderActions({ venuePath, importer, publish }: Props) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button component={Link} to={venuePath} variant="text">
        {t('menus.backToVenue')}
      </Button>
      {importer && (
        <>
          <Button
            variant="outlined"
            onClick={importer.fromRkeeper}
            disabled={importer.downloading}
            data-testid="menu-download"
          >
            {importer.downloading ? <CircularProgress size={18} /> : t('menus.download')}
          </Button>
          <Button variant="outlined" onClick={() => fileInput.current?.click()} disabled={importer.uploading}>
            {t('menus.upload')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".xml,text/xml,application/xml"
            hidden
            data-testid="menu-file-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) importer.fromFile(file);
            }}
          />
        </>
      )}
      {publish && (
        <Button
          variant="contained"
          onClick={publish.onClick}
          disabled={!publish.imported || publish.unsaved > 0}
          title={publish.unsaved > 0 ? t('menus.saveFirst') : undefined}
          data-testid="menu-publish"
        >
          {t('menus.publish')}
        </Button>
      )}
    </>
  );
}
