import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';

import { User } from '../users/user.entity';

/** The preferences kept on the user's own row. */
@Injectable()
export class SettingsRepository {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async update(userId: string, changes: Partial<User>): Promise<void> {
    await this.users.update({ id: userId }, changes);
  }

  findUserOrFail(userId: string): Promise<User> {
    return this.users.findOneOrFail({ where: { id: userId } });
  }
}
