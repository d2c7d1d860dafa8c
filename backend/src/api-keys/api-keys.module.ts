import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { ProgramKeysLink } from '../auth/program-keys';
import { AccountClosing } from '../users/account-closing';
import { ApiKey } from './api-key.entity';
import { ApiKeysController } from './api-keys.controller';
import { ApiKeysRepository } from './api-keys.repository';
import { ApiKeysService } from './api-keys.service';

@Module({
  imports: [TypeOrmModule.forFeature([ApiKey])],
  controllers: [ApiKeysController],
  providers: [ApiKeysRepository, ApiKeysService],
  exports: [ApiKeysService],
})
export class ApiKeysModule {
  /** Deleting an account revokes its keys, in the deletion's transaction; programs sign in to the REST API with theirs. */
  constructor(closing: AccountClosing, apiKeys: ApiKeysRepository, programKeys: ProgramKeysLink, service: ApiKeysService) {
    closing.register({ key: 'revokedApiKeys', run: (tx, userId, at) => apiKeys.revokeAllOf(tx, userId, at) });
    programKeys.provide({ authenticate: (presented, method) => service.authenticateProgram(presented, method) });
  }
}
