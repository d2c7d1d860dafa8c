import { ApiProperty } from '@nestjs/swagger';

import { UserDto } from '../../users/dto/user.dto';

/** Completed sales of the user's vendors over a period. */
export class UserSalesTotalsDto {
  @ApiProperty({ type: 'integer', description: 'Whole L$.', example: 48000 })
  revenue: number;

  @ApiProperty({ description: 'Commission on them, L$ with 2 decimals (exact).', example: '2400.00' })
  commission: string;

  @ApiProperty({ type: 'integer', description: 'How many completed sales.', example: 57 })
  sales: number;
}

export class UserSalesDto {
  @ApiProperty({ type: UserSalesTotalsDto, description: 'Every completed sale, SL Marketplace sales included.' })
  allTime: UserSalesTotalsDto;

  @ApiProperty({ type: UserSalesTotalsDto, description: 'Completed sales of the last 30 SLT days, today included.' })
  last30Days: UserSalesTotalsDto;
}

export class UserVendorDto {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ example: 'Main Store' })
  name: string;

  @ApiProperty({ description: "The vendor's own switch." })
  isActive: boolean;

  @ApiProperty({ description: 'Paused by Pause all vendors.' })
  paused: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: 'integer', description: 'Completed sales of all time, whole L$.', example: 12000 })
  revenue: number;

  @ApiProperty({ type: 'integer', description: 'How many completed sales of all time.', example: 14 })
  sales: number;
}

export class UserActivityDto {
  @ApiProperty({ example: 812 })
  id: number;

  @ApiProperty({ example: 'vendor_created' })
  activityType: string;

  @ApiProperty({ example: 'Vendor "Main Store" created' })
  description: string;

  @ApiProperty({ type: String, nullable: true, description: 'Who did it: the user themselves, an administrator (their id), or null.' })
  actorId: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The actor's e-mail, when known." })
  actorEmail: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

/** One user as an administrator sees them: the account, their vendors, their sales and what happened lately. */
export class AdminUserDetailsDto {
  @ApiProperty({ type: UserDto })
  user: UserDto;

  @ApiProperty({
    type: [UserVendorDto],
    description: 'Their in-world vendors, newest first (the SL Marketplace vendor is not listed; its sales count in `sales`).',
  })
  vendors: UserVendorDto[];

  @ApiProperty({ type: UserSalesDto })
  sales: UserSalesDto;

  @ApiProperty({ type: [UserActivityDto], description: 'The latest 10 entries of the activity log done by the user or to them, newest first.' })
  recentActivity: UserActivityDto[];
}
