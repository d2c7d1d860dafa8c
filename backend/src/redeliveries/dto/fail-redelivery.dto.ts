import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsNotEmpty, IsString, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

// class-validator runs the decorators bottom-up and we stop at the first error: basic checks go last.

export class FailRedeliveryDto {
  @ApiProperty({ description: 'Why the item could not be delivered; shown to the merchant.', example: 'The buyer was offline for three days.', maxLength: 500 })
  @Transform(trim)
  @MaxLength(500, { message: 'Reason must be at most 500 characters' })
  @IsNotEmpty({ message: 'Reason is required' })
  @IsString({ message: 'Reason must be text' })
  @IsDefined({ message: 'Reason is required' })
  reason: string;
}
