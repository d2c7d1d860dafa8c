/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { IssuedGiftCardDto } from './issuedGiftCardDto';

/**
 * The gift card this sale issued (a gift card product), or null.
 * @nullable
 */
export type SaleRecordedDtoVoucher = IssuedGiftCardDto | null;
