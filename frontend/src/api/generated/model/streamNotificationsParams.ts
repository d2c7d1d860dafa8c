/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type StreamNotificationsParams = {
  /**
   * A ticket from POST /api/notifications/stream-ticket, for a client that cannot send the bearer token (EventSource).
   */
  ticket?: string;
};
