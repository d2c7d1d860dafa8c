/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { ResolveLineDtoAction } from './resolveLineDtoAction';
import type { ResolveLineDtoRecordKind } from './resolveLineDtoRecordKind';

export interface ResolveLineDto {
  /** record_sale: record the missed sale; not_a_sale: mark it; link: link it to a record by hand. */
  action: ResolveLineDtoAction;
  /** record_sale: the buyer's avatar key, when known. */
  buyerKey?: string;
  /**
   * Why, for the record.
   * @nullable
   */
  note?: string | null;
  /** link: the id of the sale, refund or payout. */
  recordId?: number;
  /** link: the kind of record. */
  recordKind?: ResolveLineDtoRecordKind;
  /** record_sale: the vendor the sale is recorded for. */
  vendorId?: number;
}
