/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { CustomerDto } from './customerDto';
import type { CustomerPurchasePageDto } from './customerPurchasePageDto';

export interface CustomerDetailsDto {
  customer: CustomerDto;
  purchases: CustomerPurchasePageDto;
}
