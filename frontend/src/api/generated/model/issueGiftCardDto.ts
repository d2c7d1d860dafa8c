/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface IssueGiftCardDto {
  /**
   * Whole L$ on the card.
   * @minimum 1
   * @maximum 1000000
   */
  faceValue: number;
  /**
   * The holder's avatar key, when known.
   * @nullable
   */
  holderKey?: string | null;
  /**
   * The holder's name.
   * @nullable
   */
  holderName?: string | null;
  /**
   * A note for yourself.
   * @nullable
   */
  note?: string | null;
}
