import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TPerson } from '@orderdesk/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../components/list';
import { useDateTimeFormat } from '../../hooks/use-date-time-format';
import { personName } from './person-form';

function initials(person: TPerson): string {
  const name = personName(person);
  const parts = name.split(/[\s._-]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

/** Name (with login), e-mail, the kind's own columns, status and creation date. */
export function usePersonColumns<T extends TPerson>(extra: readonly ListColumn<T>[] = []): ListColumn<T>[] {
  const { t } = useTranslation();
  const format = useDateTimeFormat();
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('people.fields.name'),
        cell: (person: T) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
            <Avatar
              sx={{ width: 34, height: 34, fontSize: 13, fontWeight: 700, bgcolor: 'rgba(91,127,254,0.14)' }}
              variant="rounded"
            >
              <Box component="span" sx={{ color: 'primary.dark' }}>
                {initials(person)}
              </Box>
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap data-testid="row-name">
                {personName(person)}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="div">
                {person.userName}
              </Typography>
            </Box>
          </Box>
        ),
      },
      {
        id: 'email',
        header: t('people.fields.email'),
        hideBelow: 'md',
        cell: (person: T) =>
          person.email ?? (
            <Box component="span" sx={{ color: 'text.disabled' }}>
              —
            </Box>
          ),
      },
      ...extra,
      {
        id: 'status',
        header: t('people.fields.status'),
        width: 120,
        cell: (person: T) => (
          <Chip
            size="small"
            variant="outlined"
            color={person.isActive ? 'success' : 'default'}
            label={person.isActive ? t('people.status.active') : t('people.status.inactive')}
          />
        ),
      },
      {
        id: 'created',
        header: t('people.fields.created'),
        width: 130,
        hideBelow: 'lg',
        cell: (person: T) => (
          <Typography variant="body2" color="text.secondary">
            {format.date(person.createdAt)}
          </Typography>
        ),
      },
    ],
    [t, format, extra],
  );
}
