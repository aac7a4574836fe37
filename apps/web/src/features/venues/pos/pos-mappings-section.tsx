import Box from '@mui/material/Box';
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
        {data?.items.map((item) => (
          <PosItemRow
            key={`${item.platform}-${item.kind}-${item.platformRef}`}
            venueId={venue.id}
            item={item}
            readOnly={readOnly}
            onClear={() => setClearing(item)}
          />
        ))}
      </Box>
      {(data?.more ?? 0) > 0 && (
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
