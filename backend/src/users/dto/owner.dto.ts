import { ApiProperty } from '@nestjs/swagger';

import type { User } from '../user.entity';

/** Whose a row is: shown to admins, whose lists hold every merchant's rows. */
export class OwnerDto {
  @ApiProperty({ description: "The owner's user id.", example: 'user_2abc' })
  id: string;

  @ApiProperty({ type: String, nullable: true, example: 'luna@example.com' })
  email: string | null;

  @ApiProperty({ description: 'First and last name, else the e-mail, else the id.', example: 'Luna Resident' })
  name: string;
}

export function toOwnerDto(user: Pick<User, 'id' | 'email' | 'firstName' | 'lastName'>): OwnerDto {
  const fullName = [user.firstName, user.lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  return { id: user.id, email: user.email, name: fullName !== '' ? fullName : (user.email ?? user.id) };
}

/** An owner whose row is gone (a deleted account's vendors are removed with it; kept for safety). */
export function unknownOwner(id: string): OwnerDto {
  return { id, email: null, name: id };
}
