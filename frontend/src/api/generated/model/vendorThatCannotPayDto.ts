/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { VendorThatCannotPayDtoReason } from './vendorThatCannotPayDtoReason';

export interface VendorThatCannotPayDto {
  /** no_payouts_script: no payouts script in it has asked for its orders (missing, or set with another vendor key); no_permission: its payouts script has no permission to pay L$. */
  reason: VendorThatCannotPayDtoReason;
  vendorId: number;
  vendorName: string;
}
