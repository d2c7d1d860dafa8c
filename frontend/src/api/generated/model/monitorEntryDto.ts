/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { MonitorKind } from './monitorKind';

export interface MonitorEntryDto {
  /**
   * For activities, the action (e.g. vendor_created).
   * @nullable
   */
  activityType: string | null;
  at: string;
  description: string;
  /** Unique across kinds, e.g. sale:1234, call:98, notification:7, activity:311. */
  id: string;
  kind: MonitorKind;
  /**
   * The merchant's e-mail (else name, else id).
   * @nullable
   */
  merchant: string | null;
  /**
   * The merchant's user id, null for a call with no valid API key.
   * @nullable
   */
  merchantId: string | null;
}
