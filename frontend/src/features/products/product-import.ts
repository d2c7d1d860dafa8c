import { countLabel } from '../../ui/plural';

/** A template to fill in: the columns a product file may have, with one example line. */
export const PRODUCT_TEMPLATE_CSV =
  [
    'id,vendor,name,description,price,sl_item_id,active,stock,low_stock_threshold,available_from,available_until,gift_card_value,marketplace_item_id,texture_key,demo_item_name,display_order',
    ',Main Store,Summer Dress,"Mesh dress, five colours",250,Summer Dress (boxed),yes,,,,,,,89556747-24cb-43ed-920b-47caed15465f,Summer Dress DEMO,',
  ].join('\r\n') + '\r\n';

/** '2 new products and 1 change', from what an import creates and changes. */
export function importSummary(result: { created: number; updated: number }): string {
  const parts: string[] = [];
  if (result.created > 0) parts.push(`${countLabel(result.created, 'new product')}`);
  if (result.updated > 0) parts.push(countLabel(result.updated, 'change'));
  return parts.length > 0 ? parts.join(' and ') : 'nothing to import';
}
