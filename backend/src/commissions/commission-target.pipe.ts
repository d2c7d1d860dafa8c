import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';

import { GLOBAL_SCOPE } from './commission-inputs-sql';

/** The `{vendorId|global}` path segment: a vendor id, or null for the global configuration. */
@Injectable()
export class ParseCommissionTargetPipe implements PipeTransform<string, number | null> {
  transform(value: string): number | null {
    if (value === GLOBAL_SCOPE) return null;
    if (!/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > 2_147_483_647) {
      throw new BadRequestException('The target in the path must be a vendor id or global.');
    }
    return Number(value);
  }
}
