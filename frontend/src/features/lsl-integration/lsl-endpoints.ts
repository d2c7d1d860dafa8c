export interface LslEndpoint {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  description: string;
  /** Which script calls it. */
  usedBy: string;
}

/** The calls the in-world scripts make; each carries the X-Api-Key header. */
export const LSL_ENDPOINTS: LslEndpoint[] = [
  { method: 'POST', path: '/api/lsl/sale', description: 'Record a sale made by a vendor', usedBy: 'vendor-delivery.lsl' },
  {
    method: 'GET',
    path: '/api/lsl/catalogue',
    description: "A vendor's products in your order, with their prices due and pictures",
    usedBy: 'vendor-catalogue.lsl',
  },
  { method: 'POST', path: '/api/lsl/demos', description: "Record a product's demo given to an avatar (once a day)", usedBy: 'vendor-catalogue.lsl' },
  {
    method: 'POST',
    path: '/api/lsl/redelivery-links',
    description: "A buyer's 30-minute web link to their purchases",
    usedBy: 'vendor-menu.lsl, redelivery-terminal.lsl',
  },
  { method: 'GET', path: '/api/lsl/quote', description: 'The price a buyer would pay now, after promotions', usedBy: 'vendor-menu.lsl' },
  { method: 'POST', path: '/api/lsl/vouchers/redeem', description: 'Pay for a product with a gift card', usedBy: 'vendor-menu.lsl' },
  { method: 'POST', path: '/api/lsl/refunds', description: 'Report a refund the vendor made', usedBy: 'vendor-delivery.lsl' },
  { method: 'POST', path: '/api/lsl/payouts/secret', description: "This object's secret for checking payout orders, once", usedBy: 'payouts.lsl' },
  { method: 'GET', path: '/api/lsl/payouts/orders', description: 'The refunds, commission and payouts due, as signed orders', usedBy: 'payouts.lsl' },
  { method: 'POST', path: '/api/lsl/payouts/{id}/result', description: "Report a partner's payout as paid or failed", usedBy: 'payouts.lsl' },
  { method: 'POST', path: '/api/lsl/payouts/refunds/{id}/result', description: 'Report a refund ordered on the web as sent or failed', usedBy: 'payouts.lsl' },
  { method: 'POST', path: '/api/lsl/commission-payments', description: 'Report a commission payment to the platform', usedBy: 'payouts.lsl' },
  { method: 'GET', path: '/api/lsl/status', description: 'API health, your vendor counts and your objects online', usedBy: 'dashboard' },
  {
    method: 'POST',
    path: '/api/lsl/heartbeat',
    description: 'An object says it is alive, where it is and what it holds back',
    usedBy: 'every script, every 5 minutes',
  },
  { method: 'PUT', path: '/api/lsl/boxes/inventory', description: 'The items a delivery box can give', usedBy: 'delivery-box.lsl' },
  {
    method: 'PUT',
    path: '/api/lsl/vendors/inventory',
    description: 'The items a vendor holds (a delivery box gives the sales of the others)',
    usedBy: 'vendor-catalogue.lsl',
  },
  { method: 'POST', path: '/api/redeliveries', description: 'File a redelivery request for a purchase', usedBy: 'redelivery-terminal.lsl' },
  {
    method: 'GET',
    path: '/api/lsl/redeliveries/pending',
    description: 'Redelivery requests and update deliveries handed to this delivery box',
    usedBy: 'delivery-box.lsl',
  },
  { method: 'POST', path: '/api/lsl/redeliveries/{id}/delivered', description: 'Report a redelivery as delivered', usedBy: 'delivery-box.lsl' },
  { method: 'POST', path: '/api/lsl/redeliveries/{id}/failed', description: 'Report a redelivery as failed, with the reason', usedBy: 'delivery-box.lsl' },
  {
    method: 'POST',
    path: '/api/lsl/update-deliveries/{id}/delivered',
    description: "Report an update delivery (a product's new version) as given",
    usedBy: 'delivery-box.lsl',
  },
  {
    method: 'POST',
    path: '/api/lsl/update-deliveries/{id}/failed',
    description: 'Report an update delivery as failed, with the reason',
    usedBy: 'delivery-box.lsl',
  },
  { method: 'GET', path: '/api/lsl/purchases', description: "A buyer's purchases, for the redelivery menu", usedBy: 'redelivery-terminal.lsl' },
];

/** Rate limits of the in-world endpoints (docs/product.md, 6), enforced per vendor key by the API. */
export const LSL_RATE_LIMITS = [
  { label: 'Requests per hour', value: '1000' },
  { label: 'Requests per minute', value: '50' },
  { label: 'Maximum payload', value: '5MB' },
] as const;
