// The committed scripts, bundled at build time, so the page always shows exactly what lsl/ holds.
import deliveryBoxScript from '../../../../lsl/delivery-box.lsl?raw';
import vendorScript from '../../../../lsl/vendor.lsl?raw';

export interface LslScript {
  /** Used in the copy toast: '{name} copied to clipboard'. */
  name: string;
  fileName: string;
  description: string;
  source: string;
}

export const VENDOR_SCRIPT: LslScript = {
  name: 'Vendor script',
  fileName: 'vendor.lsl',
  description: 'Put it in each vendor object: it takes the payment, gives the item and records the sale.',
  source: vendorScript,
};

export const DELIVERY_BOX_SCRIPT: LslScript = {
  name: 'Delivery box script',
  fileName: 'delivery-box.lsl',
  description: 'Put it in one box holding a copy of every item you sell: it delivers the redelivery requests.',
  source: deliveryBoxScript,
};

/** The names of the configuration lines at the top of the scripts (see lsl/README.md). */
export const SCRIPT_SETTINGS = {
  vendorKey: 'VENDOR_KEY',
  apiKey: 'API_KEY',
  apiBaseUrl: 'API_BASE_URL',
  itemName: 'ITEM_NAME',
  price: 'PRICE',
  productId: 'PRODUCT_ID',
} as const;

/** The line of a script that sets a configuration value, e.g. `string VENDOR_KEY = "YOUR_VENDOR_KEY";`; null when absent. */
export function settingLine(source: string, setting: string): string | null {
  const pattern = new RegExp(`^\\s*(?:string|integer|float|key)\\s+${setting}\\s*=.*;`, 'm');
  return pattern.exec(source)?.[0].trim() ?? null;
}
