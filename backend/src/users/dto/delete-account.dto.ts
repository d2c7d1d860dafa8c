import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsIn } from 'class-validator';

export const DELETE_CONFIRMATION = 'DELETE';
const CONFIRMATION_MESSAGE = `Type ${DELETE_CONFIRMATION} to confirm that your account should be deleted`;

// class-validator runs the decorators bottom-up and we stop at the first error: basic checks go last.

/** The word the Settings → Security dialog makes the user type, so an account is never deleted by a stray call. */
export class DeleteAccountDto {
  @ApiProperty({ enum: [DELETE_CONFIRMATION], description: `Must be exactly "${DELETE_CONFIRMATION}".`, example: DELETE_CONFIRMATION })
  @IsIn([DELETE_CONFIRMATION], { message: CONFIRMATION_MESSAGE })
  @IsDefined({ message: CONFIRMATION_MESSAGE })
  confirm: typeof DELETE_CONFIRMATION;
}
