import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { DANGER_ACTIONS, type OrderAction } from '@orderdesk/contracts';
import { useTranslation } from 'react-i18next';

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
}

export function OrderCardActions({ actions, busy, onAction }: Props) {
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
            sx={{ fontSize: '0.8125em' }}
            color={danger ? 'error' : 'primary'}
            disabled={!available || busy}
            onClick={() => onAction(action)}
          >
            {t(LABEL_KEYS[action])}
          </Button>
        );
        if (available) return <Box key={action}>{button}</Box>;
        return (
          <Tooltip key={action} title={t('orders.actions.notYet')}>
            <span>{button}</span>
          </Tooltip>
        );
      })}
    </Box>
  );
}
