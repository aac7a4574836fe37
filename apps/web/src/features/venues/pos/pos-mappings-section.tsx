import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  PLATFORM_DISPLAY_NAMES,
  type TPlatformKind,
  type TPosMapping,
  type TVenue,
} from '@orderdesk/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../lib/toast';
import { useDeletePosMapping, useSavePosMapping, useVenuePosMappings } from '../../../api/pos-mapping';
import { RkItemPicker } from '../../../components/rk-item-picker';

const SHOWN = 50;

function matches(mapping: TPosMapping, needle: string): boolean {
  if (!needle) return true;
  return [mapping.platformRef, mapping.rkIdent, mapping.name ?? '', mapping.platform].some((text) =>
    text.toLocaleLowerCase().includes(needle),
  );
}

/**
 * The venue's r_keeper mapping: which r_keeper dish or modifier each platform item id is written as.
 * Rows come from menu imports and from people mending orders on the board; an editor changes a row
 * (it then counts as written by hand, and imports keep it) or removes it.
 */
export function PosMappingsSection({ venue, readOnly }: { venue: TVenue; readOnly: boolean }) {
  const { t } = useTranslation();
  const mappings = useVenuePosMappings(venue.id);
  const save = useSavePosMapping(venue.id);
  const remove = useDeletePosMapping(venue.id);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<number | null>(null);
  const [removing, setRemoving] = useState<TPosMapping | null>(null);
  const found = useMemo(
    () => (mappings.data ?? []).filter((m) => matches(m, search.trim().toLocaleLowerCase())),
    [mappings.data, search],
  );

  return (
    <Paper sx={{ p: 3, mt: 3 }} data-testid="pos-mappings">
      <Typography variant="h6" component="h2" gutterBottom>
        {t('venues.posMappings.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('venues.posMappings.text')}
      </Typography>
      <TextField
        size="small"
        fullWidth
        label={t('venues.posMappings.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {mappings.data && found.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {t('venues.posMappings.empty')}
        </Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {found.slice(0, SHOWN).map((mapping) => (
          <Box
            component="li"
            key={mapping.id}
            data-testid="pos-mapping"
            sx={{ py: 1, borderBottom: '1px solid', borderColor: 'divider' }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography sx={{ flex: 1, minWidth: 200 }}>
                {t('venues.posMappings.row', {
                  platform: PLATFORM_DISPLAY_NAMES[mapping.platform as TPlatformKind] ?? mapping.platform,
                  ref: mapping.platformRef,
                  name: mapping.name ?? '—',
                  ident: mapping.rkIdent,
                })}
              </Typography>
              <Chip
                size="small"
                label={t(mapping.kind === 'dish' ? 'venues.posMappings.dish' : 'venues.posMappings.modifier')}
              />
              <Chip
                size="small"
                color={mapping.isManual ? 'primary' : 'default'}
                label={t(mapping.isManual ? 'venues.posMappings.manual' : 'venues.posMappings.imported')}
              />
              {!readOnly && (
                <>
                  <Button size="small" onClick={() => setEditing(mapping.id)}>
                    {t('venues.posMappings.edit')}
                  </Button>
                  <Button size="small" color="error" onClick={() => setRemoving(mapping)}>
                    {t('venues.posMappings.remove')}
                  </Button>
                </>
              )}
            </Box>
            {editing === mapping.id && (
              <RkItemPicker
                venueId={venue.id}
                kind={mapping.kind}
                busy={save.isPending}
                onCancel={() => setEditing(null)}
                onSave={(choice) =>
                  save.mutate(
                    {
                      platform: mapping.platform as TPlatformKind,
                      kind: mapping.kind,
                      platformRef: mapping.platformRef,
                      rkIdent: choice.ident,
                    },
                    {
                      onSuccess: () => {
                        toast.success(t('venues.posMappings.saved'));
                        setEditing(null);
                      },
                    },
                  )
                }
              />
            )}
          </Box>
        ))}
      </Box>
      {found.length > SHOWN && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('venues.posMappings.more', { count: found.length - SHOWN })}
        </Typography>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('venues.posMappings.removeTitle')}
        message={t('venues.posMappings.removeText', { ref: removing?.platformRef ?? '' })}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              toast.success(t('venues.posMappings.removed'));
              setRemoving(null);
            },
          })
        }
      />
    </Paper>
  );
}
