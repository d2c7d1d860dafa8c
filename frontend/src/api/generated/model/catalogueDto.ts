/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { CatalogueProductDto } from './catalogueProductDto';

export interface CatalogueDto {
  /** More products follow: ask again with cursor set to this. Absent on the last page. */
  nextCursor?: string;
  /** The vendor's active products in the merchant's display order (equal ones by id). */
  products: CatalogueProductDto[];
  /** Changes whenever anything in the whole catalogue (every page) would: a product, a price or price due, stock running out, availability, the order. The same value means the same catalogue. */
  version: string;
}
