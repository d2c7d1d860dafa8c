/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { GetPendingRedeliveriesNotices } from './getPendingRedeliveriesNotices';

export type GetPendingRedeliveriesParams = {
  /**
   * The delivery box's key, shown on the LSL Integration page.
   */
  box_id: string;
  /**
   * 1: also hand out the owner's in-world notifications (the answer's notices).
   */
  notices?: GetPendingRedeliveriesNotices;
};
