import { sltDateSql } from '../common/time/second-life-time';
import type { EventCommissionRule } from './commission-engine';
import type { DiscountType } from './commission-tier.entity';

export const GLOBAL_SCOPE = 'global';

/** commission_configs.scope: one configuration per target. */
export function scopeOf(vendorId: number | null): string {
  return vendorId === null ? GLOBAL_SCOPE : `vendor:${vendorId}`;
}

export interface CommissionTierFields {
  minVolume: string;
  discountType: DiscountType;
  discountValue: string;
}

/** The commission inputs as the database returns them (commissionInputsSql). */
export interface CommissionInputsRow {
  configs: SaleConfigRow[];
  events: { id: number; commissionRate: string; approvedRate: string | null; startDate: string; endDate: string }[];
  volume: string;
}

export interface LoadedCommissionInputs {
  configs: SaleConfigRow[];
  events: EventCommissionRule[];
  volume: string;
}

/**
 * SQL select-list of the commission engine's inputs for the vendor `v` of the owner `u` (both in the FROM clause)
 * at the instant given by the `at` placeholder, with the configuration scopes given by the `scopes` placeholder:
 * the owner's default rate, the configurations with their tiers, the active events the vendor takes part in that
 * run at `at` (each with the vendor's rate: the current one on the organiser's own vendors, the one accepted on joining
 * on other merchants', and the approved rate), and the 30-day volume. Decimals come back as text, exactly as the columns hold them; tiers by
 * minVolume then id, configurations and events by id.
 *
 * The 30-day volume is the vendor's completed sales on the SLT day of `at` and the 29 SLT days before it, read
 * from the daily rollup (at most 30 rows, however many sales the vendor has): docs/decisions/0027-sales-rollups.md.
 */
export function commissionInputsSql(placeholders: { scopes: string; at: string }): string {
  const { scopes, at } = placeholders;
  const saleDay = sltDateSql(`${at}::timestamptz`);
  return `(SELECT COALESCE(json_agg(json_build_object(
       'scope', c.scope, 'baseRate', c."baseRate"::text, 'isActive', c."isActive",
       'tiers', (SELECT COALESCE(json_agg(json_build_object(
                   'minVolume', t."minVolume"::text, 'discountType', t."discountType", 'discountValue', t."discountValue"::text)
                 ORDER BY t."minVolume", t.id), '[]'::json)
                 FROM commission_tiers t WHERE t."configId" = c.id)
     ) ORDER BY c.id), '[]'::json)
     FROM commission_configs c WHERE c.scope = ANY(${scopes}::varchar[])) AS configs,
    (SELECT COALESCE(json_agg(json_build_object(
       'id', e.id,
       'commissionRate', (CASE WHEN e."organizerId" = v."ownerId" THEN e."commissionRate" ELSE ev."acceptedCommissionRate" END)::text,
       'approvedRate', e."approvedCommissionRate"::text, 'startDate', e."startDate", 'endDate', e."endDate")
     ORDER BY e.id), '[]'::json)
     FROM event_vendors ev JOIN events e ON e.id = ev."eventId"
     WHERE ev."vendorId" = v.id AND e."isActive" AND e."startDate" <= ${at} AND e."endDate" > ${at}) AS events,
    (SELECT COALESCE(SUM(d.amount), 0)::text FROM vendor_sales_days d
     WHERE d."vendorId" = v.id AND d.day > ${saleDay} - ${VOLUME_DAYS} AND d.day <= ${saleDay}) AS volume`;
}

/** Days of sales counted in the volume that picks a commission tier (the sale's SLT day included). */
export const VOLUME_DAYS = 30;

export function parseCommissionInputs(row: CommissionInputsRow): LoadedCommissionInputs {
  return {
    configs: row.configs,
    events: row.events.map((event) => ({ ...event, startDate: new Date(event.startDate), endDate: new Date(event.endDate), isActive: true })),
    volume: row.volume,
  };
}

/** A commission configuration as the sale path reads it. */
export interface SaleConfigRow {
  scope: string;
  baseRate: string;
  isActive: boolean;
  tiers: CommissionTierFields[];
}
