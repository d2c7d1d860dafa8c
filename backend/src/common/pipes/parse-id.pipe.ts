import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';

export const INVALID_PATH_ID = 'The id in the path must be a positive whole number.';

/** A numeric id in a path: a positive whole number within PostgreSQL's integer range, or 400. */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > 2_147_483_647) {
      throw new BadRequestException(INVALID_PATH_ID);
    }
    return Number(value);
  }
}
