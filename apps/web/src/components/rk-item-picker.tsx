import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TPosItemKind, TRkMenuChoice } from '@orderdesk/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRkMenuChoices } from '../api/pos-mapping';
import { useDebouncedValue } from '../hooks/use-debounced-value';

interface Props {
  venueId: number;
  /** Only dishes or only modifiers; both when not given. */
  kind?: TPosItemKind;
  busy: boolean;
  onSave: (choice: TRkMenuChoice) => void;
  onCancel: () => void;
}

/** Searches the venue's r_keeper menu and saves the dish or modifier chosen. */
export function RkItemPicker({ venueId, kind, busy, onSave, onCancel }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<TRkMenuChoice | null>(null);
  const choices = useRkMenuChoices(venueId, useDebouncedValue(search.trim()), kind);
  const items = choices.data?.items ?? [];
  return (
    <Box data-testid="rk-item-picker" sx={{ mt: 1, p: 1, border: '1px solid', borderColor: 'divider' }}>
      <TextField
        size="small"
        fullWidth
        autoFocus
        label={t('orders.mending.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {choices.data?.source === null && (
        <Typography color="text.secondary" sx={{ fontSize: '0.875em', mt: 1 }}>
          {t('orders.mending.noMenu')}
        </Typography>
      )}
      {choices.data && choices.data.source !== null && items.length === 0 && (
        <Typography color="text.secondary" sx={{ fontSize: '0.875em', mt: 1 }}>
          {t('orders.mending.noMatch')}
        </Typography>
      )}
      <List dense sx={{ maxHeight: 220, overflow: 'auto' }}>
        {items.map((item) => (
          <ListItemButton
            key={`${item.kind}-${item.ident}`}
            selected={chosen?.ident === item.ident && chosen.kind === item.kind}
            onClick={() => setChosen(item)}
            data-testid="rk-item-choice"
          >
            <ListItemText
              primary={item.name}
              secondary={t(item.kind === 'dish' ? 'orders.mending.dishCode' : 'orders.mending.modifierCode', {
                code: item.code ?? '—',
                ident: item.ident,
              })}
            />
          </ListItemButton>
        ))}
      </List>
      {(choices.data?.more ?? 0) > 0 && (
        <Typography color="text.secondary" sx={{ fontSize: '0.75em' }}>
          {t('orders.mending.more', { count: choices.data?.more ?? 0 })}
        </Typography>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
        <Button onClick={onCancel}>{t('orders.mending.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!chosen || busy}
          onClick={() => chosen && onSave(chosen)}
          data-testid="rk-item-save"
        >
          {t('orders.mending.save')}
        </Button>
      </Box>
    </Box>
  );
}
