import type { MonitorEntryDto } from './dto/monitor.dto';
import type { MonitorEvent } from './monitor-feed';

/** Puts a published entry into words, with the vendor's and merchant's names when they are known. */
export function toMonitorEntry(event: MonitorEvent, names: { vendorName: string | null; merchant: string | null }): MonitorEntryDto {
  const vendor = event.vendorId == null ? '' : `${names.vendorName ?? 'vendor'} (#${event.vendorId})`;
  let description: string;
  switch (event.kind) {
    case 'sale':
      description = `Sale #${event.id.slice('sale:'.length)} of L$${(event.amount ?? 0).toLocaleString('en-US')}${vendor ? ` at ${vendor}` : ''}`;
      break;
    case 'refused':
    case 'throttled':
      description = `${event.kind === 'throttled' ? 'Throttled' : 'Refused'} (${event.statusCode}): ${event.endpoint ?? 'in-world call'}${vendor ? `, ${vendor}` : ''}`;
      break;
    default:
      description = event.text ?? '';
  }
  return {
    id: event.id,
    kind: event.kind,
    at: event.at,
    merchantId: event.merchantId,
    merchant: names.merchant ?? event.merchantId,
    description,
    activityType: event.activityType ?? null,
  };
}
