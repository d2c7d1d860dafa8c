import { ApiProperty } from '@nestjs/swagger';

import type { User, UserRole } from '../user.entity';

export class UserDto {
  @ApiProperty({ example: 'user_2abc' })
  id: string;

  @ApiProperty({ type: String, nullable: true, example: 'Ava' })
  firstName: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Linden' })
  lastName: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'ava@example.com' })
  email: string | null;

  @ApiProperty({ type: String, nullable: true })
  profileImageUrl: string | null;

  @ApiProperty({ enum: ['vendor', 'admin'], example: 'vendor' })
  role: UserRole;

  @ApiProperty()
  isActive: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ description: "A daily e-mail of the day's sales, milestones, refunds and price mismatches.", example: true })
  emailTransactions: boolean;

  @ApiProperty({ description: 'An e-mail at once when a buyer asks for a redelivery or a box fails one.', example: true })
  emailRedeliveries: boolean;

  @ApiProperty({ description: 'An e-mail at once about stock, objects going offline and API keys.', example: false })
  emailEvents: boolean;

  @ApiProperty({ description: 'Notifications as instant messages from the delivery box in Second Life.', example: true })
  inWorldNotifications: boolean;

  @ApiProperty({ description: 'Percent, 0 to 100, 2 decimals.', example: '5.00' })
  defaultCommissionRate: string;

  @ApiProperty({ type: 'integer', description: "Minutes a sale's item may wait for a delivery box before you are alerted.", example: 10 })
  saleDeliveryAlertMinutes: number;

  @ApiProperty({ type: 'integer', description: 'Minutes without a heartbeat before you are told a vendor, box or terminal is offline.', example: 11 })
  offlineAlertMinutes: number;
}

export function toUserDto(user: User): UserDto {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl,
    role: user.role ?? 'vendor',
    isActive: user.isActive,
    createdAt: user.createdAt.toISOString(),
    emailTransactions: user.emailTransactions,
    emailRedeliveries: user.emailRedeliveries,
    emailEvents: user.emailEvents,
    inWorldNotifications: user.inWorldNotifications,
    defaultCommissionRate: user.defaultCommissionRate,
    saleDeliveryAlertMinutes: user.saleDeliveryAlertMinutes,
    offlineAlertMinutes: user.offlineAlertMinutes,
  };
}
