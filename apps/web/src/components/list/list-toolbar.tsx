import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../icons';

/** Search box, filters and the result count above a list. */
export function ListToolbar({
  search,
  onSearch,
  searchLabel,
  filters,
  total,
}: {
  search: string;
  onSearch: (value: string) => void;
  searchLabel: string;
  filters?: ReactNode;
  total: number | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'center',
        flexWrap: 'wrap',
        p: 2,
        borderBottom: '1px solid',
        borderColor: 'divider',
      }}
    >
      <TextField
        size="small"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        placeholder={searchLabel}
        sx={{ flex: '1 1 260px', maxWidth: 420 }}
        slotProps={{
          htmlInput: { 'aria-label': searchLabel, 'data-testid': 'list-search', type: 'search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {filters}
      <Box sx={{ flex: 1 }} />
      {total !== undefined && (
        <Typography variant="body2" color="text.secondary" data-testid="list-total">
          {t('lists.total', { count: total })}
        </Typography>
      )}
    </Box>
  );
}
