import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DANGER_ACTIONS,
  PLATFORM_DISPLAY_NAMES,
  platformCanReject,
  platformHearsOrderCall,
  type OrderAction,
  type TOrder,
} from '@orderdesk/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DeferredTooltip } from '../../../components/deferred-tooltip';

/** Actions the board calls; an action left out of this set shows disabled with a tooltip. */
export const AVAILABLE_ACTIONS: ReadonlySet<OrderAction> = new Set<OrderAction>([
  'accept',
  'edit',
  'retry',
  'force',
  'ready',
  'pickUp',
  'reject',
]);

const LABEL_KEYS: Record<OrderAction, string> = {
  accept: 'orders.actions.accept',
  retry: 'orders.actions.retry',
  force: 'orders.actions.force',
  reject: 'orders.actions.reject',
  ready: 'orders.actions.ready',
  pickUp: 'orders.actions.pickUp',
  edit: 'orders.actions.edit',
};

interface Props {
  actions: readonly OrderAction[];
  busy: boolean;
  onAction: (action: OrderAction) => void;
  /** The order's platform and delivery: a step its platform cannot take or is not told says so. */
  order?: Pick<TOrder, 'platform' | 'deliveryType'>;
}

/** What the order's platform makes of an action, read from its capability flags; null when it takes it. */
export function platformNote(
  t: TFunction,
  action: OrderAction,
  order: Pick<TOrder, 'platform' | 'deliveryType'>,
): string | null {
  const platform = PLATFORM_DISPLAY_NAMES[order.platform];
  if (action === 'reject' && !platformCanReject(order.platform))
    return t('orders.platformNotes.noReject', { platform });
  const call = action === 'ready' ? 'ready' : action === 'pickUp' ? 'pickupCompleted' : null;
  if (call && !platformHearsOrderCall(order.platform, call, order.deliveryType))
    return t('orders.platformNotes.notTold', { platform });
  return null;
}

export function OrderCardActions({ actions, busy, onAction, order }: Props) {
  const { t } = useTranslation();
  if (actions.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      {actions.map((action) => {
        const available = AVAILABLE_ACTIONS.has(action);
        const danger = DANGER_ACTIONS.includes(action);
        const button = (
          <Button
            size="small"
            data-testid={`order-action-${action}`}
            variant={action === 'accept' || danger ? 'contained' : 'outlined'}
            // A finger's size on phones and tablets (up to 1199 px); a mouse's below it on wide screens.
            sx={{ fontSize: '0.8125em', minHeight: { xs: 44, lg: 36 }, minWidth: { xs: 64, lg: 56 } }}
            color={danger ? 'error' : 'primary'}
            disabled={!available || busy}
            onClick={() => onAction(action)}
          >
            {t(LABEL_KEYS[action])}
          </Button>
        );
        const note = available && order ? platformNote(t, action, order) : null;
        if (note)
          return (
            <DeferredTooltip key={action} title={note} describeChild>
              <Box data-testid={`order-action-note-${action}`}>{button}</Box>
            </DeferredTooltip>
          );
        if (available) return <Box key={action}>{button}</Box>;
        return (
          <DeferredTooltip key={action} title={t('orders.actions.notYet')}>
            <span>{button}</span>
          </DeferredTooltip>
        );
      })}
    </Box>
  );
}
