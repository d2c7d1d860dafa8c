/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface LslActivityDto {
  /**
   * Percent of today's calls answered with an error (status 400 or more), 1 decimal; null when there were no calls.
   * @nullable
   */
  errorRate: string | null;
  /** In-world calls made with your API keys today (Second Life time), refused ones included. */
  requestsToday: number;
}
