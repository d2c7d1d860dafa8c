import type { DeliveryBoxDto } from '../../api/generated/model';
import { relativeTime } from '../dashboard/relative-time';

export interface BoxFigure {
  label: string;
  value: string;
  /** Said on hover. */
  hint: string;
}

/** Item names shown in the hover text before '… and N more'. */
export const LISTED_ITEMS = 10;

function contentsHint(box: Pick<DeliveryBoxDto, 'inventory' | 'inventoryUpdatedAt'>, now: Date): string {
  if (box.inventoryUpdatedAt === null) return 'The box has not reported its contents yet.';
  const reported = `Reported ${relativeTime(box.inventoryUpdatedAt, now, 'en-US')}`;
  if (box.inventory.length === 0) return `${reported}: the box holds no item.`;
  const listed = box.inventory.slice(0, LISTED_ITEMS).join(', ');
  const more = box.inventory.length - LISTED_ITEMS;
  return `${reported}: ${listed}${more > 0 ? ` and ${more} more` : ''}.`;
}

/** The two figures of a box card: the items it can give and the requests handed to it. */
export function boxFigures(box: Pick<DeliveryBoxDto, 'inventory' | 'inventoryUpdatedAt' | 'assigned'>, now: Date): BoxFigure[] {
  return [
    { label: 'Items held', value: box.inventory.length.toLocaleString('en-US'), hint: contentsHint(box, now) },
    {
      label: 'Assigned',
      value: box.assigned.toLocaleString('en-US'),
      hint: 'Redelivery requests handed to this box and not yet reported delivered or failed.',
    },
  ];
}
