import {
  isRejectReasonCode,
  OrderStatus,
  REJECT_REASON_TEXTS,
  type TOrder,
  type TRejectReasonCode,
} from '@orderdesk/contracts';
import type { TFunction } from 'i18next';

/** The reasons' texts in the user's language; keys written out, not built, so the translation check sees them used. */
const REJECT_CODE_KEYS: Readonly<Record<TRejectReasonCode, string>> = {
  ITEMS_UNAVAILABLE: 'orders.reject.codes.ITEMS_UNAVAILABLE',
  VENUE_CLOSING_SOON: 'orders.reject.codes.VENUE_CLOSING_SOON',
  GENERIC: 'orders.reject.codes.GENERIC',
};

export function rejectCodeText(t: TFunction, code: TRejectReasonCode): string {
  return t(REJECT_CODE_KEYS[code]);
}

/**
 * Why a rejected order was rejected, as its card and dialog say it: the picked reason in the user's
 * language, then the note when one was written (the words the platform was told); null when unknown.
 */
export function rejectedBecause(t: TFunction, order: TOrder): string | null {
  if (order.statusId !== OrderStatus.REJECTED) return null;
  const code = order.rejectCode && isRejectReasonCode(order.rejectCode) ? order.rejectCode : null;
  const picked = code ? rejectCodeText(t, code) : null;
  const note = order.rejectReason && order.rejectReason !== (code && REJECT_REASON_TEXTS[code]);
  const parts = [picked, note ? order.rejectReason : null].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : null;
}
