/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface UpdateAlertSettingsDto {
  /**
   * Minutes without a heartbeat before you are told a vendor, box or terminal is offline (bell, e-mail, webhooks); 11 by default.
   * @minimum 11
   * @maximum 1440
   */
  offlineAlertMinutes: number;
}
