import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TMenuItemChange, TMenuNode } from '@orderdesk/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../../components/dialog-footer';

const euros = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
/** Euros as typed (comma or point) to cents; empty is null; anything else NaN. */
const cents = (text: string) =>
  text.trim() === '' ? null : Math.round(Number(text.replace(',', '.')) * 100);

/**
 * One element's own name, price, discounted price (Wolt) and image on this connection; an empty field
 * goes back to r_keeper's value (or none).
 */
export function MenuItemEditor({
  node,
  withDiscount,
  saving,
  onCancel,
  onSave,
}: {
  node: TMenuNode;
  withDiscount: boolean;
  saving: boolean;
  onCancel(): void;
  onSave(change: TMenuItemChange): void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(node.name === node.rkName ? '' : node.name);
  const [price, setPrice] = useState(node.price === node.rkPrice ? '' : euros(node.price));
  const [discounted, setDiscounted] = useState(euros(node.discountedPrice));
  const [imageUrl, setImageUrl] = useState(node.imageUrl ?? '');
  const priceCents = cents(price);
  const discountCents = cents(discounted);
  const invalid = Number.isNaN(priceCents) || Number.isNaN(discountCents);
  const save = () =>
    onSave({
      id: node.id,
      name: name.trim() === '' ? null : name.trim(),
      price: priceCents,
      ...(withDiscount ? { discountedPrice: discountCents } : {}),
      imageUrl: imageUrl.trim() === '' ? null : imageUrl.trim(),
    });
  return (
    <Dialog open onClose={onCancel} maxWidth="sm" fullWidth data-testid="menu-item-editor">
      <DialogTitle>{node.name}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <Typography variant="body2" color="text.secondary">
          {t('menus.edit.rk', { name: node.rkName, price: euros(node.rkPrice) })}
        </Typography>
        <TextField
          label={t('menus.edit.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder={node.rkName}
        />
        <TextField
          label={t('menus.edit.price')}
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          placeholder={euros(node.rkPrice)}
          error={Number.isNaN(priceCents)}
          inputMode="decimal"
        />
        {withDiscount && (
          <TextField
            label={t('menus.edit.discountedPrice')}
            value={discounted}
            onChange={(e) => setDiscounted(e.target.value)}
            error={Number.isNaN(discountCents)}
            inputMode="decimal"
          />
        )}
        <TextField
          label={t('menus.edit.imageUrl')}
          value={imageUrl}
          onChange={(e) => setImageUrl(e.target.value)}
          placeholder="https://"
        />
      </DialogContent>
      <DialogFooter
        confirmLabel={t('menus.save')}
        onConfirm={save}
        onCancel={onCancel}
        cancelLabel={t('menus.preview.cancel')}
        pending={saving}
        disabled={invalid}
        confirmTestId="menu-item-save"
      />
    </Dialog>
  );
}
