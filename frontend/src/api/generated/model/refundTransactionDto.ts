/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface RefundTransactionDto {
  /**
   * Whole L$ to refund, from 1 to the part of the sale not yet refunded. Left out: all of what is left. Only a sale paid in L$ at a vendor can be refunded in part; a part needs a requestKey.
   * @minimum 1
   */
  amount?: number;
  /** A key the client makes once per refund and sends again when it retries the request: a second request with the same key refunds nothing more and answers the sale as it stands. */
  requestKey?: string;
}
