/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface EventDto {
  /**
   * Percent: the lowest rate an administrator approved for this event, or null. Events an administrator organises are approved at their rate.
   * @nullable
   */
  approvedCommissionRate: string | null;
  /** Whether the caller may edit this event (its organiser or an admin). */
  canEdit: boolean;
  /** Percent with 2 decimals, as an exact decimal string. */
  commissionRate: string;
  createdAt: string;
  /** @nullable */
  description: string | null;
  /** The event runs until this instant (exclusive). */
  endDate: string;
  id: number;
  isActive: boolean;
  /** Whether the caller organises this event. */
  isOrganizer: boolean;
  name: string;
  /** The organiser's user id. */
  organizerId: string;
  /** Whether the event's rate is below the platform's and waits for an administrator's approval. */
  rateAwaitingApproval: boolean;
  /** Percent with 2 decimals: the rate sales at this event are charged now. A rate below the platform's applies only down to the approved rate; until an administrator approves it, the platform's rate. */
  rateInForce: string;
  startDate: string;
  /** Whole L$: the sum of completed sales made at the event. */
  totalSales: number;
  /** Vendors taking part. */
  vendorCount: number;
}
