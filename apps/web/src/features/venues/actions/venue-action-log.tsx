import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { listVenueActionsContract } from '@orderdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callContract } from '../../../api/http-client';
import { venuesKeys } from '../api/venues-keys';

function shown(value: unknown): string {
  return value === null || value === undefined ? '' : JSON.stringify(value);
}

/** The venue's action log: who changed what and when, with the values before and after. */
export function VenueActionLog({ venueId }: { venueId: number }) {
  const { t } = useTranslation();
  const actions = useQuery({
    queryKey: [...venuesKeys.detail(venueId), 'actions'],
    queryFn: ({ signal }) => callContract(listVenueActionsContract, { query: { venueId }, signal }),
  });
  return (
    <Paper sx={{ p: 3, mt: 3, overflowX: 'auto' }} data-testid="venue-action-log">
      <Typography variant="h6" component="h2" gutterBottom>
        {t('venues.actions.title')}
      </Typography>
      {actions.data?.length === 0 && (
        <Typography color="text.secondary">{t('venues.actions.empty')}</Typography>
      )}
      {actions.data && actions.data.length > 0 && (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('venues.actions.when')}</TableCell>
              <TableCell>{t('venues.actions.who')}</TableCell>
              <TableCell>{t('venues.actions.what')}</TableCell>
              <TableCell>{t('venues.actions.before')}</TableCell>
              <TableCell>{t('venues.actions.after')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {actions.data.map((a) => (
              <TableRow key={a.id}>
                <TableCell>{new Date(a.createdAt).toLocaleString()}</TableCell>
                <TableCell>{a.userName ?? t('venues.actions.system')}</TableCell>
                <TableCell>{a.action}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all', fontSize: 12 }}>{shown(a.before)}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all', fontSize: 12 }}>{shown(a.after)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
