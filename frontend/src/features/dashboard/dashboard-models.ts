import type { SaleMark } from '../transactions/sale-details';

/** What the dashboard cards show: always the signed-in user's own figures. */

export type SalesRange = '7days' | '30days' | '3months';

export const SALES_RANGES: { value: SalesRange; label: string }[] = [
  { value: '7days', label: 'Last 7 days' },
  { value: '30days', label: 'Last 30 days' },
  { value: '3months', label: 'Last 3 months' },
];

export const DEFAULT_SALES_RANGE: SalesRange = '7days';

/** One Second Life day of the sales chart: its label on the x axis and the L$ sold. */
export interface SalesPoint {
  label: string;
  total: number;
}

export interface TopProduct {
  key: string;
  name: string;
  sold: number;
  /** Whole L$. */
  revenue: number;
}

export type RecentTransactionStatus = 'completed' | 'pending' | 'refunded' | 'failed';

export interface RecentTransaction {
  key: string;
  product: string;
  buyer: string;
  /** Whole L$. */
  amount: number;
  status: RecentTransactionStatus;
  /** ISO time of the sale. */
  time: string;
  /** A gift, a discount, a gift card payment. */
  marks: SaleMark[];
}

export interface CurrentEvent {
  id: number;
  name: string;
  daysRunning: number;
  vendorCount: number;
  /** Whole L$. */
  totalSales: number;
  uniqueVisitors: number;
}
