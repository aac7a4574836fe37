import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { PLATFORM_DISPLAY_NAMES, type TMenuPublishPreview } from '@orderdesk/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { usePublishMenu, usePublishPreview } from './menu-api';
import { DialogFooter } from '../../components/dialog-footer';

type Connection = TMenuPublishPreview['connections'][number];

const REASON: Record<Connection['switchedOff'][number]['reason'], string> = {
  switchedOff: 'menus.reasons.switchedOff',
  disabledInRk: 'menus.reasons.disabledInRk',
  brokenCombo: 'menus.reasons.brokenCombo',
  noPrice: 'menus.reasons.noPrice',
  requiredOptionUnavailable: 'menus.reasons.requiredOptionUnavailable',
};

const money = (cents: number) => `${(cents / 100).toFixed(2)} €`;

function ChangeList({ title, lines, testId }: { title: string; lines: string[]; testId: string }) {
  if (lines.length === 0) return null;
  return (
    <Box sx={{ mt: 1 }} data-testid={testId}>
      <Typography variant="subtitle2">
        {title} ({lines.length})
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {lines.map((line) => (
          <Typography component="li" variant="body2" key={line}>
            {line}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

function ConnectionPreview({ c }: { c: Connection }) {
  const { t } = useTranslation();
  const nothing = c.added.length + c.removed.length + c.priceChanged.length + c.switchedOff.length === 0;
  return (
    <Box sx={{ mt: 2 }} data-testid="preview-connection" data-platform={c.platform}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {PLATFORM_DISPLAY_NAMES[c.platform]} · {c.name}
      </Typography>
      {!c.isConnectionEnabled && <Alert severity="info">{t('menus.preview.connectionOff')}</Alert>}
      {!c.hasPublished && (
        <Typography variant="body2" color="text.secondary">
          {t('menus.preview.firstPublish')}
        </Typography>
      )}
      {c.uploadsLeft !== null && (
        <Typography variant="body2" color={c.uploadsLeft === 0 ? 'error' : 'text.secondary'}>
          {t('menus.preview.uploadsLeft', { count: c.uploadsLeft })}
        </Typography>
      )}
      {nothing && <Typography variant="body2">{t('menus.preview.nothing')}</Typography>}
      <ChangeList
        title={t('menus.preview.added')}
        testId="preview-added"
        lines={c.added.map((i) => `${i.name} · ${money(i.price)}`)}
      />
      <ChangeList
        title={t('menus.preview.removed')}
        testId="preview-removed"
        lines={c.removed.map((i) => i.name)}
      />
      <ChangeList
        title={t('menus.preview.priceChanged')}
        testId="preview-price-changed"
        lines={c.priceChanged.map((i) => `${i.name}: ${money(i.from)} → ${money(i.to)}`)}
      />
      <ChangeList
        title={t('menus.preview.switchedOff')}
        testId="preview-switched-off"
        lines={c.switchedOff.map((i) => `${i.name} (${t(REASON[i.reason])})`)}
      />
    </Box>
  );
}

/** What publishing changes on each platform, a warning while the venue is open, then the publish. */
export function PublishDialog({
  venueId,
  open,
  onClose,
}: {
  venueId: number;
  open: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const preview = usePublishPreview(venueId, open);
  const publish = usePublishMenu(venueId);
  const confirm = async () => {
    const result = await publish.mutateAsync();
    for (const c of result.connections)
      if (c.refusal) toast.warning(`${PLATFORM_DISPLAY_NAMES[c.platform]}: ${c.refusal}`);
    if (result.connections.some((c) => c.publishId !== null)) toast.success(t('menus.preview.started'));
    onClose();
  };
  const enabled = preview.data?.connections.filter((c) => c.isConnectionEnabled) ?? [];
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth data-testid="publish-dialog">
      <DialogTitle>{t('menus.preview.title')}</DialogTitle>
      <DialogContent dividers>
        {preview.isPending && <CircularProgress size={24} />}
        {preview.isError && <Alert severity="error">{t('menus.preview.loadFailed')}</Alert>}
        {preview.data?.isOpenNow && (
          <Alert severity="warning" data-testid="publish-open-warning">
            {t('menus.preview.openWarning')}
          </Alert>
        )}
        {preview.data && enabled.length === 0 && (
          <Alert severity="info">{t('menus.preview.noConnection')}</Alert>
        )}
        {preview.data?.connections.map((c) => (
          <ConnectionPreview key={c.instanceId} c={c} />
        ))}
      </DialogContent>
      <DialogFooter
        confirmLabel={t('menus.preview.publish')}
        onConfirm={() => void confirm()}
        onCancel={onClose}
        cancelLabel={t('menus.preview.cancel')}
        pending={publish.isPending}
        disabled={!preview.data || enabled.length === 0}
        confirmTestId="publish-confirm"
      />
    </Dialog>
  );
}
