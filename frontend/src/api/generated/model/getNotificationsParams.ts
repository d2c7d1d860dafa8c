/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type GetNotificationsParams = {
  /**
   * How many notifications, newest first.
   * @minimum 1
   * @maximum 100
   */
  limit?: number;
};
