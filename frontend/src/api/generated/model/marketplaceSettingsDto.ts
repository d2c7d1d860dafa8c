/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface MarketplaceSettingsDto {
  /** The address the Marketplace notifies of each sale: this server's public address and your secret token. */
  ansUrl: string;
  /** The salt the Marketplace signs each notification with. */
  salt: string;
}
