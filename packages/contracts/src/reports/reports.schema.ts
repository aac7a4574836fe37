import { z } from 'zod';
import { ZQueryId } from '../api/entity-id';
import { REPORT_MAX_DAYS, REPORT_PERIODS, rangeDays, ZReportDate } from './report-period';

/**
 * The filters of every report: a period preset (or `custom` with `from` and `to`, venue-local dates,
 * at most a year) and a scope inside the caller's own: one venue, a venue group or an area. With no
 * scope filter a report covers every venue the caller reaches.
 */
export const ZReportQuery = z
  .object({
    period: z.enum(REPORT_PERIODS, { message: `Use one of ${REPORT_PERIODS.join(', ')}` }).default('today'),
    from: ZReportDate.optional(),
    to: ZReportDate.optional(),
    venueId: ZQueryId.optional(),
    venueGroupId: ZQueryId.optional(),
    areaId: ZQueryId.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.period !== 'custom') return;
    if (!q.from) ctx.addIssue({ code: 'custom', path: ['from'], message: 'A custom period needs from' });
    if (!q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'A custom period needs to' });
    if (!q.from || !q.to) return;
    if (q.from > q.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'The period ends before it starts' });
    } else if (rangeDays({ from: q.from, to: q.to }) > REPORT_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: `A period is at most ${REPORT_MAX_DAYS} days` });
    }
  });
export type TReportQuery = z.output<typeof ZReportQuery>;

const ZRange = z.object({ from: z.string(), to: z.string() });

/** Sales figures of one slice; `revenue` in major units (amounts are stored in minor units). */
const ZSalesFigures = z.object({
  orders: z.number().int(),
  revenue: z.number(),
  averageOrderValue: z.number(),
});
export type TSalesFigures = z.infer<typeof ZSalesFigures>;

const ZCompared = ZSalesFigures.extend({ previous: ZSalesFigures });

export const ZSalesReport = z.object({
  period: ZRange,
  previousPeriod: ZRange,
  /** Currencies the orders were paid in; revenue adds amounts up as they are (one currency is usual). */
  currencies: z.array(z.string()),
  venueCount: z.number().int(),
  totals: ZCompared,
  byPlatform: z.array(ZCompared.extend({ platform: z.string() })),
  byVenue: z.array(ZCompared.extend({ venueId: z.number().int(), venueName: z.string() })),
  /** Every day of the period (venue-local dates), days without sales included. */
  byDay: z.array(ZSalesFigures.extend({ date: z.string() })),
  /** Every day of the period before, likewise: the by-day chart lays it beside `byDay`, day by day. */
  previousByDay: z.array(ZSalesFigures.extend({ date: z.string() })),
  /** 7 × 24 cells: `weekday` 1 (Monday) … 7 (Sunday), `hour` 0-23 on the venue's clock. */
  byHour: z.array(
    z.object({
      weekday: z.number().int(),
      hour: z.number().int(),
      orders: z.number().int(),
      revenue: z.number(),
    }),
  ),
});
export type TSalesReport = z.infer<typeof ZSalesReport>;

/** Durations in seconds; null when no order had one. */
const ZDurations = z.object({
  orders: z.number().int(),
  medianSeconds: z.number().nullable(),
  p90Seconds: z.number().nullable(),
});

export const ZOperationsReport = z.object({
  period: ZRange,
  venueCount: z.number().int(),
  acceptance: ZDurations.extend({
    late: z.number().int(),
    byPlatform: z.array(
      ZDurations.extend({ platform: z.string(), late: z.number().int(), windowSeconds: z.number().int() }),
    ),
  }),
  preparation: ZDurations.extend({ byPlatform: z.array(ZDurations.extend({ platform: z.string() })) }),
  /** Rejected by the venue, cancelled by the platform (or its customer), refunded. */
  closed: z.array(
    z.object({
      platform: z.string(),
      kind: z.enum(['rejected', 'cancelled', 'refunded']),
      reason: z.string().nullable(),
      orders: z.number().int(),
    }),
  ),
  /** Orders whose hand-over to the POS failed (state BAD) and how long they stayed so. */
  badHandovers: ZDurations.extend({
    stillBad: z.number().int(),
    totalSeconds: z.number(),
    byPlatform: z.array(ZDurations.extend({ platform: z.string(), stillBad: z.number().int() })),
  }),
  /**
   * r_keeper's refusals of hand-overs that its error table knows (pos/rk7-errors.ts), by the table's
   * policy and advice: how many refusals, and of how many orders, in the period.
   */
  posRefusals: z.array(
    z.object({
      policy: z.enum(['transient', 'staff', 'configuration']),
      advice: z.string(),
      refusals: z.number().int(),
      orders: z.number().int(),
    }),
  ),
  offline: z.object({
    offlineSeconds: z.number(),
    openSeconds: z.number(),
    estimatedLostRevenue: z.number(),
    byVenue: z.array(
      z.object({
        venueId: z.number().int(),
        venueName: z.string(),
        /** Seconds offline while the schedule had the venue open. */
        offlineSeconds: z.number(),
        /** Seconds the schedule had the venue open in the period. */
        openSeconds: z.number(),
        estimatedLostRevenue: z.number(),
      }),
    ),
  }),
});
export type TOperationsReport = z.infer<typeof ZOperationsReport>;
