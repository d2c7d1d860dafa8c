import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class UnsubscribeQueryDto {
  @ApiProperty({ description: 'The token of the link in a notification e-mail.' })
  @MaxLength(1000, { message: 'token is not the one from the e-mail: copy the whole link' })
  @IsNotEmpty({ message: 'token is required: open the link from the e-mail' })
  @IsString({ message: 'token is required: open the link from the e-mail' })
  token: string;
}
