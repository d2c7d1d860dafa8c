/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface UpdateDeliverySettingsDto {
  /**
   * Minutes a sale's item may wait for a delivery box before you are alerted (bell and e-mail); 10 by default.
   * @minimum 1
   * @maximum 1440
   */
  saleDeliveryAlertMinutes: number;
}
