import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

import type { UserRole } from '../../users/user.entity';

export class UpdateUserRoleDto {
  @ApiProperty({ enum: ['vendor', 'admin'], example: 'admin' })
  @IsIn(['vendor', 'admin'], { message: 'Role must be vendor or admin' })
  role: UserRole;
}
