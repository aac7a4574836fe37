import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { listVenueActionsContract } from '@orderdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callContract } from '../../../api/http-client';
import { useDateTimeFormat } from '../../../hooks/use-date-time-format';
import { venuesKeys } from '../../../api/venues-keys';
import { describeVenueAction } from './venue-action-text';

/** The venue's action log: who changed what and when, as sentences with only the changed fields. */
export function VenueActionLog({ venueId }: { venueId: number }) {
  const { t } = useTranslation();
  const format = useDateTimeFormat();
  const actions = useQuery({
    queryKey: [...venuesKeys.detail(venueId), 'actions'],
    queryFn: ({ signal }) => callContract(listVenueActionsContract, { query: { venueId }, signal }),
  });
  return (
    <Paper sx={{ p: 3, mt: 3 }} data-testid="venue-action-log">
      <Typography variant="h6" component="h2" gutterBottom>
        {t('venues.actions.title')}
      </Typography>
      {actions.data?.length === 0 && (
        <Typography color="text.secondary">{t('venues.actions.empty')}</Typography>
      )}
      {actions.data && actions.data.length > 0 && (
        <List dense disablePadding>
          {actions.data.map((entry) => {
            const { sentence, changes } = describeVenueAction(entry, t, format);
            return (
              <ListItem
                key={entry.id}
                divider
                disableGutters
                data-testid="venue-log-entry"
                sx={{ display: 'block', overflowWrap: 'anywhere' }}
              >
                <Typography variant="caption" color="text.secondary" data-testid="venue-action-when">
                  {format.dateTime(entry.createdAt)}
                </Typography>
                <Typography variant="body2" data-testid="venue-action-sentence">
                  {sentence}
                </Typography>
                {changes.map((change) => (
                  <Typography
                    key={change.field}
                    variant="body2"
                    color="text.secondary"
                    data-testid="venue-action-change"
                  >
                    {t('venues.actions.change', {
                      field: change.label,
                      before: change.before,
                      after: change.after,
                    })}
                  </Typography>
                ))}
              </ListItem>
            );
          })}
        </List>
      )}
    </Paper>
  );
}
