/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface IssuedGiftCardDto {
  /** Whole L$ on the card. */
  balance: number;
  /** The gift card's code: the script sends it by instant message to its holder. */
  code: string;
}
