import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TPlatformPosItem, TVenue } from '@orderdesk/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { toast } from '../../../lib/toast';
import { useDeletePosMapping, useVenuePosItems } from '../../../api/pos-mapping';
import { PosItemRow } from './pos-item-row';

/** Rows drawn at first and at each Show more: unmapped items come first, and a phone draws a row tall. */
const ROWS_STEP = 20;

/**
 * The venue's mapping screen: every item its platforms know (the menu it publishes, the mapping rows,
 * its latest orders' lines), per platform, with the r_keeper dish or modifier the hand-over writes it
 * as, or "Unmapped". Searched on the server by name, POS id, r_keeper ident or code; an editor maps an
 * item by hand (imports keep it) or clears a mapping row.
 */
export function PosMappingsSection({ venue, readOnly }: { venue: TVenue; readOnly: boolean }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [unmappedOnly, setUnmappedOnly] = useState(false);
  const [clearing, setClearing] = useState<TPlatformPosItem | null>(null);
  const query = {
    search: useDebouncedValue(search.trim()) || undefined,
    unmappedOnly: unmappedOnly || undefined,
  };
  const items = useVenuePosItems(venue.id, query, venue.settings.posIdLookup);
  const clear = useDeletePosMapping(venue.id);
  const data = items.data;
  // A new search or filter starts again from the first rows.
  const queryKey = `${query.search ?? ''}|${query.unmappedOnly ?? ''}`;
  const [shown, setShown] = useState({ queryKey, rows: ROWS_STEP });
  const rows = shown.queryKey === queryKey ? shown.rows : ROWS_STEP;
  const notShown = Math.max(0, (data?.items.length ?? 0) - rows);

  return (
    <Paper sx={{ p: 3, mt: 3 }} data-testid="pos-mappings">
      <Typography variant="h6" component="h2" gutterBottom>
        {t('venues.posMappings.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('venues.posMappings.text')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          sx={{ flex: 1, minWidth: 240 }}
          label={t('venues.posMappings.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <FormControlLabel
          control={
            <Switch checked={unmappedOnly} onChange={(event) => setUnmappedOnly(event.target.checked)} />
          }
          label={t('venues.posMappings.unmappedOnly')}
        />
        {data && (
          <Typography color="text.secondary" data-testid="pos-items-counts">
            {t('venues.posMappings.counts', { total: data.total, unmapped: data.unmapped })}
          </Typography>
        )}
      </Box>
      {data?.menuSource === null && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {t('venues.posMappings.noMenu')}
        </Typography>
      )}
      {data && data.items.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {t('venues.posMappings.empty')}
        </Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {data?.items.slice(0, rows).map((item) => (
          <PosItemRow
            key={`${item.platform}-${item.kind}-${item.platformRef}`}
            venueId={venue.id}
            item={item}
            readOnly={readOnly}
            onClear={() => setClearing(item)}
          />
        ))}
      </Box>
      {notShown > 0 && (
        <Button
          sx={{ mt: 1 }}
          onClick={() => setShown({ queryKey, rows: rows + ROWS_STEP })}
          data-testid="pos-items-show-more"
        >
          {t('venues.posMappings.showMore', { count: Math.min(ROWS_STEP, notShown), left: notShown })}
        </Button>
      )}
      {notShown === 0 && (data?.more ?? 0) > 0 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('venues.posMappings.more', { count: data?.more ?? 0 })}
        </Typography>
      )}
      <ConfirmDialog
        open={clearing !== null}
        title={t('venues.posMappings.clearTitle')}
        message={t('venues.posMappings.clearText', { ref: clearing?.platformRef ?? '' })}
        busy={clear.isPending}
        onCancel={() => setClearing(null)}
        onConfirm={() =>
          clearing?.mappingId != null &&
          clear.mutate(clearing.mappingId, {
            onSuccess: () => {
              toast.success(t('venues.posMappings.cleared'));
              setClearing(null);
            },
          })
        }
      />
    </Paper>
  );
}
