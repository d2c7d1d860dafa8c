/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { ProductImportRowDtoAction } from './productImportRowDtoAction';

export interface ProductImportRowDto {
  action: ProductImportRowDtoAction;
  /** Why this line cannot be imported; empty when it can. */
  errors: string[];
  /** The file's line where the product starts. */
  line: number;
  /** @nullable */
  name: string | null;
  /** @nullable */
  price: number | null;
  /**
   * The product changed by this line; null for a new one.
   * @nullable
   */
  productId: number | null;
  /**
   * The vendor the line names, when it is one of yours.
   * @nullable
   */
  vendorName: string | null;
}
