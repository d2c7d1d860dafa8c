/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type UnsubscribeFromEmailsParams = {
  /**
   * The token of the link in a notification e-mail.
   */
  token: string;
};
