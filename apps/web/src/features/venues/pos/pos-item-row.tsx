import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { PLATFORM_DISPLAY_NAMES, type TPlatformPosItem } from '@orderdesk/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSavePosMapping } from '../../../api/pos-mapping';
import { RkItemPicker } from '../../../components/rk-item-picker';
import { toast } from '../../../lib/toast';

const MATCH_TEXTS: Record<NonNullable<TPlatformPosItem['match']>, string> = {
  manual: 'venues.posMappings.match.manual',
  import: 'venues.posMappings.match.import',
  ident: 'venues.posMappings.match.ident',
  code: 'venues.posMappings.match.code',
};

/**
 * The platform item, what r_keeper writes it as, and the buttons. On a phone the item and its buttons
 * (one above the other) side by side, the r_keeper item under them: three short lines where each part
 * once took lines of its own. From 900 px the three side by side.
 */
const ROW_SX = {
  display: 'grid',
  alignItems: 'center',
  columnGap: 2,
  rowGap: 0.5,
  gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: 'minmax(0, 1fr) minmax(0, 1fr) auto' },
  gridTemplateAreas: { xs: '"item actions" "rk rk"', md: '"item rk actions"' },
} as const;

/**
 * One platform item of the mapping screen: platform, kind, its name and POS id, the r_keeper item it
 * is written as (name, ident, code) or "Unmapped", and how it got there; Map/Change picks an r_keeper
 * item of the same kind, Clear removes the item's mapping row.
 */
export function PosItemRow({
  venueId,
  item,
  readOnly,
  onClear,
}: {
  venueId: number;
  item: TPlatformPosItem;
  readOnly: boolean;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const save = useSavePosMapping(venueId);
  const [editing, setEditing] = useState(false);
  return (
    <Box
      component="li"
      data-testid="pos-item"
      data-ref={item.platformRef}
      data-mapped={item.rk ? 'true' : 'false'}
      sx={{ py: 1, borderBottom: '1px solid', borderColor: 'divider' }}
    >
      <Box sx={ROW_SX}>
        <Box sx={{ gridArea: 'item', minWidth: 0 }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{item.name ?? item.platformRef}</Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap', mt: 0.25 }}>
            <Chip size="small" variant="outlined" label={PLATFORM_DISPLAY_NAMES[item.platform]} />
            <Chip
              size="small"
              label={t(item.kind === 'dish' ? 'venues.posMappings.dish' : 'venues.posMappings.modifier')}
            />
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('venues.posMappings.posId', { ref: item.platformRef })}
            </Typography>
          </Box>
        </Box>
        {/* Text and chips flow as one paragraph: a chip takes what is left of the text's last line. */}
        <Box sx={{ gridArea: 'rk', minWidth: 0, '& .MuiChip-root': { mr: 0.75 } }}>
          <span data-testid="pos-item-rk">
            {item.rk ? (
              <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere', mr: 0.75 }}>
                {t('venues.posMappings.rkItem', {
                  name: item.rk.name,
                  ident: item.rk.ident,
                  code: item.rk.code ?? '—',
                })}
              </Typography>
            ) : (
              <Chip size="small" color="warning" label={t('venues.posMappings.unmapped')} />
            )}
          </span>
          {item.match && (
            <Chip
              size="small"
              color={item.match === 'manual' ? 'primary' : 'default'}
              label={t(MATCH_TEXTS[item.match])}
            />
          )}
        </Box>
        {!readOnly && (
          <Box
            sx={{
              gridArea: 'actions',
              display: 'flex',
              flexDirection: { xs: 'column', md: 'row' },
              alignItems: 'flex-end',
              gap: 0.5,
            }}
          >
            <Button size="small" onClick={() => setEditing(true)}>
              {t(item.rk ? 'venues.posMappings.edit' : 'venues.posMappings.map')}
            </Button>
            {item.mappingId !== null && (
              <Button size="small" color="error" onClick={onClear}>
                {t('venues.posMappings.clear')}
              </Button>
            )}
          </Box>
        )}
      </Box>
      {item.brokenMapping && (
        <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
          {t('venues.posMappings.brokenMapping', { ident: item.mappedIdent ?? '' })}
        </Typography>
      )}
      {editing && (
        <RkItemPicker
          venueId={venueId}
          kind={item.kind}
          busy={save.isPending}
          onCancel={() => setEditing(false)}
          onSave={(choice) =>
            save.mutate(
              {
                platform: item.platform,
                kind: item.kind,
                platformRef: item.platformRef,
                rkIdent: choice.ident,
              },
              {
                onSuccess: () => {
                  toast.success(t('venues.posMappings.saved'));
                  setEditing(false);
                },
              },
            )
          }
        />
      )}
    </Box>
  );
}
