import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { can, Permission, type TOrder, type TPosProblem } from '@orderdesk/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useSession } from '../../auth';
import { useOrderPosProblems, useSavePosMapping } from '../../../api/pos-mapping';
import { RkItemPicker } from '../../../components/rk-item-picker';

const REASON_KEYS: Record<TPosProblem['reason'], string> = {
  unknown: 'orders.mending.reasons.unknown',
  noRef: 'orders.mending.reasons.noRef',
  switchedOff: 'orders.mending.reasons.switchedOff',
  notOnSale: 'orders.mending.reasons.notOnSale',
  brokenCombo: 'orders.mending.reasons.brokenCombo',
  emptyCombo: 'orders.mending.reasons.emptyCombo',
};

/**
 * An Incorrect order's lines that r_keeper cannot take, each with why; a manager maps one to a dish
 * or modifier of the venue's r_keeper menu, then Retry hands the order over again.
 */
export function PosProblemsList({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const { role } = useSession();
  const canMap = role !== undefined && can(role, Permission.VENUES_SETTINGS);
  const problems = useOrderPosProblems(order);
  const save = useSavePosMapping(order.venueId);
  const [open, setOpen] = useState<number | null>(null);
  const list = problems.data?.problems ?? [];

  const onSave = (problem: TPosProblem, rkIdent: string) =>
    save.mutate(
      {
        platform: order.platform,
        kind: problem.kind,
        platformRef: problem.platformRef ?? '',
        rkIdent,
      },
      {
        onSuccess: () => {
          toast.success(t('orders.mending.saved'));
          setOpen(null);
        },
      },
    );

  if (!problems.data || (list.length === 0 && problems.data.menuSource === null)) return null;
  return (
    <Box data-testid="pos-problems" sx={{ mt: 1.5, display: 'grid', gap: 1 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {t('orders.mending.title')}
      </Typography>
      {list.length === 0 && problems.data.menuSource !== null && (
        <Typography sx={{ fontSize: '0.875em' }} data-testid="pos-problems-none">
          {t('orders.mending.allMapped')}
        </Typography>
      )}
      {list.map((problem, index) => (
        <Box key={`${problem.line}-${problem.option ?? ''}-${index}`} data-testid="pos-problem-line">
          <Typography sx={{ fontWeight: 600, fontSize: '0.9375em' }}>
            {problem.option ? `${problem.line} — ${problem.option}` : problem.line}
          </Typography>
          <Typography sx={{ fontSize: '0.8125em', color: 'error.main' }}>
            {t(REASON_KEYS[problem.reason])}
            {problem.platformRef && ` · ${t('orders.mending.platformRef', { ref: problem.platformRef })}`}
          </Typography>
          {canMap && problem.canMap && open !== index && (
            <Button size="small" onClick={() => setOpen(index)} data-testid="pos-problem-map">
              {t(problem.kind === 'dish' ? 'orders.mending.mapDish' : 'orders.mending.mapModifier')}
            </Button>
          )}
          {open === index && (
            <RkItemPicker
              venueId={order.venueId}
              kind={problem.kind}
              busy={save.isPending}
              onCancel={() => setOpen(null)}
              onSave={(choice) => onSave(problem, choice.ident)}
            />
          )}
        </Box>
      ))}
    </Box>
  );
}
