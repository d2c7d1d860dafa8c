/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface PurchaseDto {
  /** Whole L$. */
  amount: number;
  /** Day of the purchase in Second Life time (America/Los_Angeles), YYYY-MM-DD. */
  date: string;
  /** The product's SL Item ID, else its name, else 'Purchase #<id>'. */
  item: string;
  transaction_id: number;
}
