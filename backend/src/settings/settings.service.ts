import { Injectable } from '@nestjs/common';

import { CacheInvalidation } from '../cache/cache-invalidation.service';
import { toPercentString } from '../common/field-rules';
import { toUserDto, type UserDto } from '../users/dto/user.dto';
import type { User } from '../users/user.entity';
import type { UpdateAlertSettingsDto, UpdateCommissionSettingsDto, UpdateDeliverySettingsDto, UpdateNotificationSettingsDto } from './dto/settings-input.dto';
import { SettingsRepository } from './settings.repository';

/** Preferences kept on the user's own row. */
@Injectable()
export class SettingsService {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly invalidation: CacheInvalidation,
  ) {}

  async updateNotifications(user: User, dto: UpdateNotificationSettingsDto): Promise<UserDto> {
    const changes: Partial<User> = {};
    if (dto.emailTransactions !== undefined) changes.emailTransactions = dto.emailTransactions;
    if (dto.emailRedeliveries !== undefined) changes.emailRedeliveries = dto.emailRedeliveries;
    if (dto.emailEvents !== undefined) changes.emailEvents = dto.emailEvents;
    if (dto.inWorldNotifications !== undefined) changes.inWorldNotifications = dto.inWorldNotifications;
    return this.apply(user, changes);
  }

  updateCommission(user: User, dto: UpdateCommissionSettingsDto): Promise<UserDto> {
    return this.apply(user, { defaultCommissionRate: toPercentString(dto.defaultCommissionRate) });
  }

  updateDeliveries(user: User, dto: UpdateDeliverySettingsDto): Promise<UserDto> {
    return this.apply(user, { saleDeliveryAlertMinutes: dto.saleDeliveryAlertMinutes });
  }

  updateAlerts(user: User, dto: UpdateAlertSettingsDto): Promise<UserDto> {
    return this.apply(user, { offlineAlertMinutes: dto.offlineAlertMinutes });
  }

  private async apply(user: User, changes: Partial<User>): Promise<UserDto> {
    if (Object.keys(changes).length > 0) {
      await this.settings.update(user.id, changes);
      // The owner's rate prices their sales: every instance hears of the change, this one at once.
      this.invalidation.forget('user', user.id);
    }
    return toUserDto(await this.settings.findUserOrFail(user.id));
  }
}
