/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface RequestDemoDto {
  /** The avatar who touched Demo: the demo goes to them. */
  avatar: string;
  /** A UUID the script makes once per touch (llGenerateKey) and sends again on a retry: a retry of the demo given today answers give: true again instead of "already had today's demo". */
  demo_id?: string;
  /** The product on display: its id in the vendor's catalogue. */
  product_id: number;
  /** The vendor's LSL key, shown on the Vendors page. */
  vendor_id: string;
}
