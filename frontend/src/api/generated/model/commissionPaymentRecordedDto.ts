/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface CommissionPaymentRecordedDto {
  /** Whole L$ still due now, after this payment (the fraction is carried). */
  due_now: number;
  /** True the first time this transaction key is reported; a repeated report records nothing. */
  recorded: boolean;
  /** Whether the payment, as first reported, went through. */
  success: boolean;
}
