import { Body, Controller, Patch } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import { Authenticated } from '../auth/decorators/authenticated.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { UserDto } from '../users/dto/user.dto';
import type { User } from '../users/user.entity';
import { UpdateAlertSettingsDto, UpdateCommissionSettingsDto, UpdateDeliverySettingsDto, UpdateNotificationSettingsDto } from './dto/settings-input.dto';
import { SettingsService } from './settings.service';

@ApiTags('Settings')
@Controller('settings')
@Authenticated({ person: true })
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Patch('notifications')
  @Endpoint({ summary: 'Update your notification preferences; returns your updated user', type: UserDto })
  updateNotificationSettings(@CurrentUser() user: User, @Body() dto: UpdateNotificationSettingsDto): Promise<UserDto> {
    return this.settings.updateNotifications(user, dto);
  }

  @Patch('commission')
  @Endpoint({ summary: 'Update your default commission rate (percent); returns your updated user', type: UserDto })
  updateCommissionSettings(@CurrentUser() user: User, @Body() dto: UpdateCommissionSettingsDto): Promise<UserDto> {
    return this.settings.updateCommission(user, dto);
  }

  @Patch('deliveries')
  @Endpoint({ summary: "Update how long a sale's item may wait for a delivery box before you are alerted; returns your updated user", type: UserDto })
  updateDeliverySettings(@CurrentUser() user: User, @Body() dto: UpdateDeliverySettingsDto): Promise<UserDto> {
    return this.settings.updateDeliveries(user, dto);
  }

  @Patch('alerts')
  @Endpoint({ summary: 'Update how long an object may go without a heartbeat before you are told it is offline; returns your updated user', type: UserDto })
  updateAlertSettings(@CurrentUser() user: User, @Body() dto: UpdateAlertSettingsDto): Promise<UserDto> {
    return this.settings.updateAlerts(user, dto);
  }
}
