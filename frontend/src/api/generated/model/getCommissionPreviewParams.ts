/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export type GetCommissionPreviewParams = {
  /**
   * The test sale, in whole L$.
   * @minimum 1
   */
  saleAmount: number;
  /**
   * Global preview only: the 30-day sales volume to assume, in whole L$ (0 unless given). A vendor's volume comes from its sales.
   * @minimum 0
   */
  salesVolume?: number;
};
