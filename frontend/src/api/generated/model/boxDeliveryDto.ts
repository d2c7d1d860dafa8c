/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { BoxDeliveryDtoStatus } from './boxDeliveryDtoStatus';

export interface BoxDeliveryDto {
  /** The delivery's id: it is listed to boxes as a redelivery request of kind sale. */
  id: number;
  /** What the vendor tells the buyer (instant message or local chat). */
  message: string;
  /** assigned: a box holding the item is giving it now; pending: none can yet (the merchant is alerted if it waits too long). */
  status: BoxDeliveryDtoStatus;
}
