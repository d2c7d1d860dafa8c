import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';

import { INVALID_PATH_ID } from './parse-id.pipe';

/** A `bigint` id in a path (transactions): a positive whole number up to Number.MAX_SAFE_INTEGER, or 400. */
@Injectable()
export class ParseBigIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^\d{1,16}$/.test(value) || Number(value) < 1 || Number(value) > Number.MAX_SAFE_INTEGER) {
      throw new BadRequestException(INVALID_PATH_ID);
    }
    return Number(value);
  }
}
