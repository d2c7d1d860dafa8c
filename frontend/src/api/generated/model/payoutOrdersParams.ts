/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { PayoutOrdersDebit } from './payoutOrdersDebit';

export type PayoutOrdersParams = {
  /**
   * The vendor's LSL key, shown on the Vendors page.
   */
  vendor_id?: string;
  /**
   * A delivery box's key (LSL Integration page), for a payouts script in a delivery box; sent instead of vendor_id.
   */
  box_id?: string;
  /**
   * 1 when the script holds PERMISSION_DEBIT, 0 when it does not (its merchant is alerted, and the Billing page names the vendor). Scripts before payouts.lsl 2.2.0 do not send it.
   */
  debit?: PayoutOrdersDebit;
};
