/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { MonitorKind } from './monitorKind';

export type StreamAdminActivitiesParams = {
  /**
   * A ticket from POST /api/notifications/stream-ticket, for a client that cannot send the bearer token (EventSource).
   */
  ticket?: string;
  /**
   * Only entries of this kind.
   */
  kind?: MonitorKind;
  /**
   * Only entries about this merchant (their user id): their sales, their scripts' calls, their objects, their actions.
   */
  merchant?: string;
};
