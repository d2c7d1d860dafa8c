import { formatLindens } from '../../ui/format-money';
import type { StatChangeType } from '../../ui/StatCard';
import type { CurrentEvent, SalesPoint } from './dashboard-models';

// The change lines under the four stat cards: the product's wording, with the merchant's real figures.

export interface StatChange {
  text: string;
  type: StatChangeType;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** '+12.5% from yesterday' from the last two days of the 7-day series (today is its last point). */
export function salesChangeFromYesterday(lastSevenDays: SalesPoint[] | undefined): StatChange | undefined {
  if (!lastSevenDays || lastSevenDays.length < 2) return undefined;
  const today = lastSevenDays[lastSevenDays.length - 1]?.total ?? 0;
  const yesterday = lastSevenDays[lastSevenDays.length - 2]?.total ?? 0;
  if (yesterday === 0) {
    return today > 0 ? { text: 'Up from L$0 yesterday', type: 'positive' } : { text: 'No sales yesterday', type: 'neutral' };
  }
  // Tenths of a percent, rounded: display only.
  const tenths = Math.round(((today - yesterday) * 1000) / yesterday);
  const text = `${tenths >= 0 ? '+' : '-'}${(Math.abs(tenths) / 10).toFixed(1)}% from yesterday`;
  return { text, type: tenths > 0 ? 'positive' : tenths < 0 ? 'negative' : 'neutral' };
}

/**
 * '+5 this week': vendors created in the last seven days that count as active now (active and not paused), so the
 * change never adds vendors the card's figure leaves out.
 */
export function newVendorsThisWeek(
  vendors: { createdAt: string; isActive: boolean; pausedAt: string | null }[] | undefined,
  now: Date,
): StatChange | undefined {
  if (!vendors) return undefined;
  const since = now.getTime() - WEEK_MS;
  const count = vendors.filter((vendor) => vendor.isActive && vendor.pausedAt === null && Date.parse(vendor.createdAt) > since).length;
  return { text: `+${count} this week`, type: count > 0 ? 'positive' : 'neutral' };
}

/** The period of the Commission Earned card: today's commission, on today's sales ('Today, on L$250 of sales'). */
export function commissionPeriodText(totalSalesToday: number | null | undefined): StatChange {
  return { text: `Today, on ${formatLindens(totalSalesToday ?? 0)} of sales`, type: 'neutral' };
}

/** The current event's name under Event Visitors; undefined while it is not known yet. */
export function currentEventText(event: CurrentEvent | null | undefined): StatChange | undefined {
  if (event === undefined) return undefined;
  return { text: event ? event.name : 'No current event', type: 'neutral' };
}
