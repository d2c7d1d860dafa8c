/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface EventParticipantDto {
  /** The event's commission rate (percent) when the vendor joined. */
  acceptedCommissionRate: string;
  /** The vendor id. */
  id: number;
  /** Whether the caller owns this vendor (and so may take it out of the event). */
  isOwn: boolean;
  joinedAt: string;
  /** The vendor name. */
  name: string;
  /** Whole L$: the vendor's completed sales at the event. */
  totalSales: number;
}
