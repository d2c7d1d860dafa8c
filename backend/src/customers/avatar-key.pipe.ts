import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';

import { isSecondLifeKey } from '../common/second-life/avatar-key';

/** An avatar key in the path: a UUID, compared in lower case as sales record it. */
@Injectable()
export class ParseAvatarKeyPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isSecondLifeKey(value)) throw new BadRequestException('The avatar key in the path must be a UUID.');
    return value.toLowerCase();
  }
}
