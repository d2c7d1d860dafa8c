/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface HeartbeatAnswerDto {
  /** Seconds until the next heartbeat is due. */
  heartbeat_seconds: number;
  ok: boolean;
}
