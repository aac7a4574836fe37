import type { TOrder } from '@orderdesk/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { orderLabel } from '../lib/format-order';

/** Force on a BAD Ready order tells the platform the courier has it, without the POS: asked first. */
export function ForcePickUpDialog({
  order,
  onClose,
  onConfirm,
}: {
  order: TOrder | null;
  onClose: () => void;
  onConfirm: (order: TOrder) => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={order !== null}
      title={t('orders.forcePickUp.title', { number: order ? orderLabel(order) : '' })}
      message={t('orders.forcePickUp.message')}
      onCancel={onClose}
      onConfirm={() => {
        if (order) onConfirm(order);
        onClose();
      }}
    />
  );
}
