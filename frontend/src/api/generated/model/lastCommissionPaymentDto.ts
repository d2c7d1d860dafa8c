/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface LastCommissionPaymentDto {
  amount: number;
  at: string;
  transactionKey: string;
}
