/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
/**
 * given: recorded, give the item. already_given_today: this avatar had this demo today (SLT). no_demo: the product has no demo item. not_on_sale: the product is inactive. vendor_paused: the vendor is paused on the Vendors page.
 */
export type DemoAnswerDtoOutcome = typeof DemoAnswerDtoOutcome[keyof typeof DemoAnswerDtoOutcome];

// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DemoAnswerDtoOutcome = {
  given: 'given',
  already_given_today: 'already_given_today',
  no_demo: 'no_demo',
  not_on_sale: 'not_on_sale',
  vendor_paused: 'vendor_paused',
} as const;
