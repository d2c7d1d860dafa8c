import { Readable } from 'node:stream';

import { csvText } from '../common/csv';
import type { CustomerDto } from './dto/customer.dto';

export const CUSTOMER_CSV_HEADER = 'avatarKey,name,firstPurchaseAt,lastPurchaseAt,purchases,spent,refunds,giftsGiven,giftsReceived\r\n';

export function customerCsvLine(row: CustomerDto): string {
  return (
    `${row.avatarKey},${csvText(row.name)},${row.firstPurchaseAt},${row.lastPurchaseAt},` +
    `${row.purchases},${row.spent},${row.refunds},${row.giftsGiven},${row.giftsReceived}\r\n`
  );
}

/** The CSV pulled by the response batch by batch (`next(offset)` gives the rows from there): memory stays flat. */
export function customerCsvStream(next: (offset: number) => Promise<CustomerDto[]>, batchSize: number): Readable {
  let offset = 0;
  let headerSent = false;
  return new Readable({
    read() {
      if (!headerSent) {
        headerSent = true;
        this.push(CUSTOMER_CSV_HEADER);
        return;
      }
      next(offset).then(
        (rows) => {
          offset += rows.length;
          if (rows.length > 0) this.push(rows.map(customerCsvLine).join(''));
          if (rows.length < batchSize) this.push(null);
        },
        (error: Error) => this.destroy(error),
      );
    },
  });
}
