/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
import type { DemoAnswerDtoOutcome } from './demoAnswerDtoOutcome';

export interface DemoAnswerDto {
  /** The SLT day the once-a-day rule counts in (YYYY-MM-DD). */
  day: string;
  /** Give the demo item now: true only when outcome is given. */
  give: boolean;
  /**
   * The demo item's exact name in the vendor's inventory (the product's demoItemName); null when give is false.
   * @nullable
   */
  item: string | null;
  /** A sentence for the vendor to say to the avatar (llRegionSayTo), whatever the outcome. */
  message: string;
  /** given: recorded, give the item. already_given_today: this avatar had this demo today (SLT). no_demo: the product has no demo item. not_on_sale: the product is inactive. vendor_paused: the vendor is paused on the Vendors page. */
  outcome: DemoAnswerDtoOutcome;
}
