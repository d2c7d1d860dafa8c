import { formatLindensCompact } from '../../ui/format-money';
import { countLabel } from '../../ui/plural';
import { sltDateLabel, sltDateTimeLabel } from '../../ui/slt-format';

const DAY_MS = 86_400_000;

/** '1 Vendor', '24 Vendors'. */
export function vendorCountLabel(count: number): string {
  return countLabel(count, 'Vendor');
}

/** 'L$12.5K Sales', as on the event cards (docs/product.md, 3.12). */
export function salesLabel(totalSales: number): string {
  return `${formatLindensCompact(totalSales)} Sales`;
}

/** A commission percent from the API ('7.50') as shown: '7.50%'. Display only, never parsed. */
export function percentLabel(rate: string): string {
  return `${rate}%`;
}

export type EventPhase = 'upcoming' | 'running' | 'ended';

export interface EventSchedule {
  phase: EventPhase;
  /** Days since the start, counting the first day as day 1; 0 before the start, the whole length once ended. */
  daysRunning: number;
  /** Whole days (rounded up) until the end; 0 once ended. */
  daysRemaining: number;
  /** Whole days (rounded up) until the start; 0 once started. */
  daysUntilStart: number;
}

/** Where an event stands at `now`; the end instant is exclusive, as in the API. */
export function eventSchedule(startDate: string, endDate: string, now: Date = new Date()): EventSchedule {
  const start = Date.parse(startDate);
  const end = Date.parse(endDate);
  const at = now.getTime();
  const length = Math.max(1, Math.ceil((end - start) / DAY_MS));
  if (at < start) return { phase: 'upcoming', daysRunning: 0, daysRemaining: length, daysUntilStart: Math.ceil((start - at) / DAY_MS) };
  if (at >= end) return { phase: 'ended', daysRunning: length, daysRemaining: 0, daysUntilStart: 0 };
  return {
    phase: 'running',
    daysRunning: Math.floor((at - start) / DAY_MS) + 1,
    daysRemaining: Math.ceil((end - at) / DAY_MS),
    daysUntilStart: 0,
  };
}

/** The SLT date, 'Dec 1, 2026', in the browser's locale. */
export function formatEventDate(value: string): string {
  return sltDateLabel(value);
}

/** 'Dec 1, 2026, 6:00 PM SLT': in Second Life time, as every date and time in the app. */
export function formatEventDateTime(value: string): string {
  return sltDateTimeLabel(value);
}
