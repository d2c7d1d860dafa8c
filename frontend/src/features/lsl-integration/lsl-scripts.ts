import type { LslScriptDtoKind } from '../../api/generated/model';

/** The configuration lines of the scripts as they ship, before anything is filled in. */
export const PLACEHOLDER_LINES = {
  apiKey: 'string API_KEY = "YOUR_API_KEY";',
  vendorKey: 'string VENDOR_KEY = "YOUR_VENDOR_KEY";',
} as const;

/** Names of the other configuration lines the setup steps mention. */
export const SCRIPT_SETTINGS = {
  apiBaseUrl: 'API_BASE_URL',
  boxKey: 'BOX_KEY',
  itemName: 'ITEM_NAME',
  price: 'PRICE',
  productId: 'PRODUCT_ID',
} as const;

/** What each script is for, shown under its title. */
export const SCRIPT_DESCRIPTIONS: Record<LslScriptDtoKind, string> = {
  vendor:
    'Vendor set, 1 of 4: put it in each vendor object\'s root prim, with its settings: it records each sale and gives the item. ITEM_NAME "" sells the vendor\'s products from the Products page.',
  'vendor-payments': 'Vendor set, 2 of 4: put it beside the vendor script: it takes the payments and makes the refunds, and never pauses.',
  'vendor-menu': 'Vendor set, 3 of 4: put it beside the vendor script: the touch menu, the hover text and the pay dialog.',
  'vendor-catalogue':
    'Vendor set, 4 of 4: put it beside the vendor script: it shows your products one at a time with their pictures (prims named prev and next turn the pages), tells the platform what the vendor holds and gives demos.',
  'delivery-box': 'Put it in a box holding a copy of every item you sell: it delivers the redelivery requests handed to it.',
  terminal: 'Put it in a terminal buyers touch: it lists their purchases and files a redelivery request for the one they pick.',
  payouts:
    "Put it beside the vendor set, in the root prim, in every vendor that takes L$: it pays your partners' splits (Partners page), the refunds you make on the Transactions page and the commission you owe (Billing page), only as orders the platform signed, within your caps. In a delivery box, with BOX_KEY set, it sends the refunds while none of your vendors is online.",
};

/** An LSL string literal's content: backslashes and quotes escaped, line breaks dropped. */
function lslString(value: string): string {
  return value
    .replace(/[\r\n]/g, '')
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"');
}

/**
 * The script with the API key filled into its placeholder line; without a key, or without the placeholder line,
 * the script is returned as it is. The server never holds the key in clear, so this happens only in the browser.
 */
export function withApiKey(source: string, apiKey: string | null): string {
  if (!apiKey) return source;
  const filled = `string API_KEY = "${lslString(apiKey)}";`;
  return source
    .split('\n')
    .map((line) => (line.trim() === PLACEHOLDER_LINES.apiKey ? line.replace(PLACEHOLDER_LINES.apiKey, () => filled) : line))
    .join('\n');
}
