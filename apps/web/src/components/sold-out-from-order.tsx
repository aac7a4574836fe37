import '../i18n/office-texts';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { getMenuContract, type TPlatformKind } from '@orderdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callContract } from '../api/http-client';
import { menuDishForLine } from '../lib/menu-dish-for-line';
import { SoldOutDialog } from './sold-out-dialog';

/**
 * Sold out from an order's line: the line's dish found in the venue's menu, then the menu's own
 * Sold out dialog (every platform at once, optionally until a time). A dish the menu does not hold
 * says so.
 */
export function SoldOutFromOrder({
  venueId,
  platform,
  lineName,
  onClose,
}: {
  venueId: number;
  platform: TPlatformKind;
  lineName: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const menu = useQuery({
    queryKey: ['menu', venueId, 'for-order'],
    queryFn: ({ signal }) => callContract(getMenuContract, { query: { venueId }, signal }),
  });
  const dish = menu.data ? menuDishForLine(menu.data, platform, lineName) : null;
  if (dish) return <SoldOutDialog venueId={venueId} node={dish} onClose={onClose} />;
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="sold-out-missing">
      <DialogTitle>{lineName}</DialogTitle>
      <DialogContent>
        {menu.isPending ? (
          <CircularProgress size={24} aria-label={t('menus.soldOut.finding')} />
        ) : (
          <Typography>{menu.isError ? t('lists.loadFailed') : t('menus.soldOut.notInMenu')}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('menus.preview.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
