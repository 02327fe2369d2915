/**
 * The back-office dashboard's contracts: the period query and the two answers, today at a
 * glance and the period's charts. Money is integer millimes; days are 'YYYY-MM-DD' of the restaurant's
 * calendar (Africa/Tunis), hours 0–23 of its clock.
 */
import { z } from 'zod';
import '../zod-fr';
import { DASHBOARD_MAX_SPAN_DAYS, DASHBOARD_MESSAGES, DASHBOARD_PERIODS, isIsoDay, spanDays } from '../dashboard';
import { ORDER_TYPES } from '../order-type';
import { PAYMENT_MODES } from '../payment-mode';
import { isoDateTime } from './view-fields';
import { blankToUndefined } from './fields';

const isoDay = z.preprocess(blankToUndefined, z.string({ error: DASHBOARD_MESSAGES.invalidDate }).refine(isIsoDay, DASHBOARD_MESSAGES.invalidDate).optional());

export const DashboardPeriodQuery = z
  .object({
    period: z.enum(DASHBOARD_PERIODS, { error: DASHBOARD_MESSAGES.invalidPeriod }).default('30d'),
    from: isoDay,
    to: isoDay,
  })
  .superRefine((query, ctx) => {
    if (query.period !== 'custom') return;
    if (!query.from || !query.to) ctx.addIssue({ code: 'custom', message: DASHBOARD_MESSAGES.datesRequired, path: [query.from ? 'to' : 'from'] });
    else if (query.from > query.to) ctx.addIssue({ code: 'custom', message: DASHBOARD_MESSAGES.fromAfterTo, path: ['from'] });
    else if (spanDays(query.from, query.to) > DASHBOARD_MAX_SPAN_DAYS) ctx.addIssue({ code: 'custom', message: DASHBOARD_MESSAGES.spanTooLong, path: ['to'] });
  });
export type DashboardPeriodQuery = z.infer<typeof DashboardPeriodQuery>;

const count = z.number().int().nonnegative();
const millimes = z.number().int();

/** Orders and revenue of one slice (an order type, a payment mode, an hour, a day). */
const Slice = z.object({ orders: count, revenue: millimes });

/** The figures of one window of time; revenue and counts follow docs/decisions.md (dashboard). */
export const DashboardFigures = z.object({
  orders: count,
  revenue: millimes,
  /** revenue / orders, rounded to the millime; 0 without orders */
  average_basket: millimes,
  cancelled: count,
  failed_payments: count,
  /** counted orders taken by staff (phone or counter, orders.source 'telephone') */
  staff_orders: count,
  /** payments to give back recorded in the window (a paid order cancelled, a second payment, a staff refund) */
  refunds: millimes,
  by_type: z.record(z.enum(ORDER_TYPES), Slice),
  by_payment: z.record(z.enum(PAYMENT_MODES), Slice),
});
export type DashboardFigures = z.infer<typeof DashboardFigures>;

const DashboardHour = z.object({
  hour: z.number().int().min(0).max(23),
  orders: count,
  revenue: millimes,
  last_week_orders: count,
  last_week_revenue: millimes,
});

export const DashboardTodayView = z.object({
  /** the restaurant's day and the same weekday last week */
  day: z.string(),
  last_week_day: z.string(),
  /** today up to now, and last week's same weekday up to the same time of day */
  today: DashboardFigures,
  last_week: DashboardFigures,
  /** orders Recu right now (placed, and paid when paid online), and when the oldest was placed */
  waiting: z.object({ count, oldest_at: isoDateTime.nullable() }),
  hours: z.array(DashboardHour).length(24),
  generated_at: isoDateTime,
});
export type DashboardTodayView = z.infer<typeof DashboardTodayView>;

const DashboardBucket = z.object({
  /** 'YYYY-MM-DD' for days, 'YYYY-MM-DDTHH' for hours */
  key: z.string(),
  orders: count,
  revenue: millimes,
});

const DashboardDish = z.object({
  product_id: z.number().int().nullable(),
  name: z.string(),
  quantity: count,
  revenue: millimes,
});

export const DashboardPeriodView = z.object({
  period: z.enum(DASHBOARD_PERIODS),
  from: z.string(),
  to: z.string(),
  figures: DashboardFigures,
  /** per hour for a one-day period, per day otherwise; every bucket present, empty ones at 0 */
  granularity: z.enum(['hour', 'day']),
  buckets: z.array(DashboardBucket),
  top_dishes: z.array(DashboardDish),
});
export type DashboardPeriodView = z.infer<typeof DashboardPeriodView>;
