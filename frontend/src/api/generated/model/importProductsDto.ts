/**
 * Generated from openapi/openapi.json (SL Vendor Platform API) by orval.
 * Do not edit by hand: run `npm run openapi`.
 */
export interface ImportProductsDto {
  /**
   * The CSV file's text: a header line, then one line per product. Columns (headers matched without case, spaces or underscores): id (blank creates, a product id changes that product), vendor (a vendor id or name), name, description, price, sl_item_id (or item_name), active, stock, low_stock_threshold, available_from, available_until, gift_card_value, marketplace_item_id, texture_key, demo_item_name, display_order (blank: a new product goes last, a changed one keeps its place). vendor, name and price are required.
   * @maxLength 1000000
   */
  csv: string;
  /** Check every line and answer what would be imported, writing nothing. */
  dryRun?: boolean;
}
