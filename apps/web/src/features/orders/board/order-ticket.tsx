import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import {
  PLATFORM_DISPLAY_NAMES,
  isPreorderStartDue,
  preorderCookingStart,
  ticketAllergyTexts,
  type TOrder,
  type TTicketLine,
} from '@orderdesk/contracts';
import type { TFunction } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlarmIcon, ClockIcon, NoteIcon, RestaurantIcon, WarningIcon } from '../../../components/icons';
import { useDateTimeFormat } from '../../../hooks/use-date-time-format';
import { deliveryTypeText } from '../lib/delivery-type-text';

// Sizes are in em of the surrounding text: on the card and in the dialog that is the user's FontSize
// setting, so a dish line is never smaller than what the user chose; on paper the ticket's 12pt.

/** Where the ticket is read: on screen (card, dialog) or on the printed kitchen ticket (black on white). */
export type TicketVariant = 'screen' | 'print';

/** Who takes the order away, in words: the ticket's courier, else the platform's delivery type. */
export function ticketDeliveryText(
  order: Pick<TOrder, 'platform' | 'deliveryType' | 'ticket'>,
  t: TFunction,
) {
  switch (order.ticket.courier) {
    case 'platform':
      return t('orders.deliveryTypes.platformCourier', { platform: PLATFORM_DISPLAY_NAMES[order.platform] });
    case 'venue':
      return t('orders.deliveryTypes.restaurant');
    case 'customer':
      return ['eatin', 'dine_in'].includes(order.deliveryType ?? '')
        ? t('orders.deliveryTypes.eatIn')
        : t('orders.deliveryTypes.takeaway');
    default:
      return order.deliveryType ? deliveryTypeText(order, t) : null;
  }
}

function TicketLine({
  line,
  variant,
  action,
}: {
  line: TTicketLine;
  variant: TicketVariant;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const dish = (
    <Typography
      component="div"
      sx={{ fontSize: '1.0625em', fontWeight: 700, lineHeight: 1.3, fontFamily: 'inherit' }}
    >
      <Box component="span" sx={{ mr: 0.75, whiteSpace: 'nowrap' }}>
        {t('orders.card.itemCount', { count: line.quantity })}
      </Box>{' '}
      {line.name}
    </Typography>
  );
  return (
    <Box component="li" data-testid="ticket-line">
      {action ? (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          {dish}
          {action}
        </Box>
      ) : (
        dish
      )}
      {line.options.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, pl: '1.75em', display: 'grid', gap: '0.1em' }}>
          {line.options.map((option, index) => (
            <Typography
              component="li"
              data-testid="ticket-option"
              key={`${option.name}-${index}`}
              sx={{ fontSize: '0.9375em', fontWeight: 500, lineHeight: 1.35, fontFamily: 'inherit' }}
            >
              <Box component="span" sx={{ mr: 0.5, whiteSpace: 'nowrap', fontWeight: 700 }}>
                {t('orders.card.itemCount', { count: option.quantity })}
              </Box>{' '}
              {option.name}
            </Typography>
          ))}
        </Box>
      )}
      {line.comment && (
        <Box sx={{ pl: '1.75em', mt: '0.15em' }}>
          <NoteBlock
            kind="line-comment"
            variant={variant}
            label={t('orders.ticket.lineComment')}
            text={line.comment}
            Icon={NoteIcon}
          />
        </Box>
      )}
    </Box>
  );
}

// Fixed colours, each pair at a contrast of 7:1 or more, so a note holds in a bright kitchen whatever the theme.
const NOTE_COLORS = {
  allergy: { bg: '#A4161A', fg: '#FFFFFF' },
  note: { bg: '#FFE08A', fg: '#1B1B1B' },
  'line-comment': { bg: '#FFF1C2', fg: '#1B1B1B' },
} as const;
const START_NOW_COLORS = { bg: '#7A3E00', fg: '#FFFFFF' };

/** A note that must not be missed: a strong block with an icon and a label, not colour alone. */
function NoteBlock({
  kind,
  variant,
  label,
  text,
  Icon,
}: {
  kind: keyof typeof NOTE_COLORS;
  variant: TicketVariant;
  label: string;
  text: string;
  Icon: ComponentType<SvgIconProps>;
}) {
  const colors = NOTE_COLORS[kind];
  return (
    <Box
      data-testid={`ticket-${kind}`}
      role="note"
      aria-label={label}
      sx={{
        display: 'flex',
        gap: '0.5em',
        alignItems: 'flex-start',
        px: '0.6em',
        py: '0.4em',
        borderRadius: variant === 'print' ? 0 : 1,
        fontSize: kind === 'line-comment' ? '0.9375em' : '1em',
        ...(variant === 'print'
          ? { border: kind === 'allergy' ? '3px solid black' : '1px solid black' }
          : { bgcolor: colors.bg, color: colors.fg }),
      }}
    >
      {variant === 'screen' && <Icon sx={{ fontSize: '1.25em', mt: '0.05em', flexShrink: 0 }} />}
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere', lineHeight: 1.35 }}>
        <Box component="span" sx={{ fontWeight: 800, textTransform: 'uppercase', mr: 0.75 }}>
          {label}
        </Box>{' '}
        <Box component="span" sx={{ fontWeight: 600 }}>
          {text}
        </Box>
      </Box>
    </Box>
  );
}

/**
 * The allergies, in the block that stands out most, wherever a ticket or its summary is read: the
 * platform's field and every note that mentions one (`ticketAllergyTexts`), which stay in place as well.
 */
function AllergiesBlock({ texts, variant }: { texts: string[]; variant: TicketVariant }) {
  const { t } = useTranslation();
  if (texts.length === 0) return null;
  return (
    <NoteBlock
      kind="allergy"
      variant={variant}
      label={t('orders.ticket.allergies')}
      text={texts.join(' · ')}
      Icon={WarningIcon}
    />
  );
}

/** How many items a ticket holds, counting each line's quantity (2 × burger is two). */
function ticketItemCount(ticket: TOrder['ticket']): number {
  return ticket.lines.reduce((count, line) => count + line.quantity, 0);
}

/** The customer's words on a ticket besides allergies: the order's note and each line's comment. */
function ticketNoteCount(ticket: TOrder['ticket']): number {
  return (ticket.customerNote ? 1 : 0) + ticket.lines.filter((line) => line.comment).length;
}

/**
 * What a compact (popup) card tells of its ticket without being opened: how many items, that the
 * customer wrote something (a marker with an icon and words; the words are in the dialog), and the
 * allergies themselves, in the same block as on the ticket: an order with an allergy is never
 * accepted blind.
 */
export function TicketSummary({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const { ticket } = order;
  const items = ticketItemCount(ticket);
  const notes = ticketNoteCount(ticket);
  const allergies = ticketAllergyTexts(ticket);
  if (items === 0 && notes === 0 && allergies.length === 0) return null;
  const noteColors = NOTE_COLORS.note;
  return (
    <Box data-testid="card-ticket-summary" sx={{ display: 'grid', gap: 0.75, mt: 0.75 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5, columnGap: 1 }}>
        {items > 0 && (
          <Typography data-testid="card-item-count" sx={{ fontSize: '0.875em', fontWeight: 600 }}>
            {t('orders.card.items', { count: items })}
          </Typography>
        )}
        {notes > 0 && (
          <Box
            component="span"
            data-testid="card-note-marker"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: '0.3em',
              px: '0.5em',
              py: '0.1em',
              borderRadius: 1,
              fontSize: '0.8125em',
              fontWeight: 700,
              bgcolor: noteColors.bg,
              color: noteColors.fg,
            }}
          >
            <NoteIcon sx={{ fontSize: '1.15em' }} />
            {t('orders.card.notes', { count: notes })}
          </Box>
        )}
      </Box>
      <AllergiesBlock texts={allergies} variant="screen" />
    </Box>
  );
}

function Fact({ testId, icon, children }: { testId: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <Box
      component="span"
      data-testid={testId}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: '0.3em', fontWeight: 600 }}
    >
      {icon}
      {children}
    </Box>
  );
}

/**
 * The whole kitchen ticket of an order, as the server built it once from the platform's order: the
 * allergies first, then every line as count × dish with its options under it, each line's comment, then
 * the customer's note, each in a block that stands out, then cutlery, who delivers and when the courier
 * comes. The same on the expanded card, in the order dialog and on the printed ticket.
 */
export function OrderTicket({
  order,
  variant = 'screen',
  lineAction,
}: {
  order: TOrder;
  variant?: TicketVariant;
  /** A small action beside each dish on screen (the order dialog's Sold out). */
  lineAction?: (line: TTicketLine, index: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const format = useDateTimeFormat();
  const { ticket } = order;
  const delivery = ticketDeliveryText(order, t);
  const iconSx = { fontSize: '1.15em' };
  return (
    <Box data-testid="order-ticket" sx={{ display: 'grid', gap: '0.6em', mt: 1.25 }}>
      {/* Read before the first dish is started, however long the order. */}
      <AllergiesBlock texts={ticketAllergyTexts(ticket)} variant={variant} />
      {ticket.lines.length > 0 && (
        <Box
          component="ul"
          data-testid="order-items"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: '0.45em' }}
        >
          {ticket.lines.map((line, index) => (
            <TicketLine
              key={`${line.name}-${index}`}
              line={line}
              variant={variant}
              action={variant === 'screen' ? lineAction?.(line, index) : undefined}
            />
          ))}
        </Box>
      )}
      {ticket.customerNote && (
        <NoteBlock
          kind="note"
          variant={variant}
          label={t('orders.ticket.customerNote')}
          text={ticket.customerNote}
          Icon={NoteIcon}
        />
      )}
      {(ticket.cutlery !== null || delivery || ticket.courierEta) && (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: '1em',
            rowGap: '0.25em',
            fontSize: '0.875em',
            color: variant === 'screen' ? 'text.primary' : undefined,
          }}
        >
          {ticket.cutlery !== null && (
            <Fact testId="ticket-cutlery" icon={variant === 'screen' && <RestaurantIcon sx={iconSx} />}>
              {ticket.cutlery ? t('orders.ticket.cutleryYes') : t('orders.ticket.cutleryNo')}
            </Fact>
          )}
          {delivery && <Fact testId="ticket-delivery">{delivery}</Fact>}
          {ticket.courierEta && (
            <Fact testId="ticket-courier-eta" icon={variant === 'screen' && <ClockIcon sx={iconSx} />}>
              {t('orders.ticket.courierEta', { time: format.time(ticket.courierEta) })}
            </Fact>
          )}
        </Box>
      )}
    </Box>
  );
}

/** A due time as the user reads times: the time alone today, with its date on another day. */
function useDueFormat(now: number) {
  const format = useDateTimeFormat();
  return (iso: string) => (format.date(iso) === format.date(now) ? format.time(iso) : format.dateTime(iso));
}

/**
 * A pre-order's due time and when to start cooking it (due less the cooking time: the agreed one, else
 * the venue's default). Once that time has come and nobody has started it, it asks for attention in
 * words and with an icon, not by colour alone.
 */
export function PreorderTimes({
  order,
  defaultCookingMinutes,
  now,
}: {
  order: TOrder;
  /** The venue's default cooking time; null while the venue is not loaded. */
  defaultCookingMinutes: number | null;
  now: number;
}) {
  const { t } = useTranslation();
  const dueText = useDueFormat(now);
  const dueAt = order.ticket.dueAt;
  if (!dueAt) return null;
  const minutes = defaultCookingMinutes ?? order.adjustedTimeInMinutes;
  const start = minutes === null ? null : preorderCookingStart(order, minutes);
  const startDue = minutes !== null && isPreorderStartDue(order, minutes, now);
  return (
    <Box sx={{ mt: 1, display: 'grid', gap: 0.5 }}>
      <Typography
        data-testid="preorder-times"
        sx={{ fontSize: '0.9375em', fontWeight: 700, display: 'flex', alignItems: 'center', gap: 0.5 }}
      >
        <AlarmIcon sx={{ fontSize: '1.15em', color: 'primary.main' }} />
        <span>
          {t('orders.ticket.due', { time: dueText(dueAt) })}
          {start && ` · ${t('orders.ticket.startCooking', { time: dueText(start) })}`}
        </span>
      </Typography>
      {startDue && (
        <Box
          data-testid="preorder-start-due"
          role="status"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.75,
            px: 1,
            py: 0.75,
            borderRadius: 1,
            bgcolor: START_NOW_COLORS.bg,
            color: START_NOW_COLORS.fg,
            fontWeight: 800,
            fontSize: '1em',
            textTransform: 'uppercase',
          }}
        >
          <AlarmIcon sx={{ fontSize: '1.3em' }} />
          {t('orders.ticket.startNow')}
        </Box>
      )}
    </Box>
  );
}
