import { DynamicModule, Global, Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';

import type { AppConfig } from '../config/app-config';
import { AccountClosing } from '../users/account-closing';
import { AccountController } from './account.controller';
import { AuthRuntime } from './auth-runtime';
import { SignInThrottlerGuard } from './guards/sign-in-throttler.guard';
import { JwtStrategy } from './jwt.strategy';
import { AccountToken } from './local/account-token.entity';
import { LocalAccount } from './local/local-account.entity';
import { LocalAccountsRepository } from './local/local-accounts.repository';
import { LocalAuthController } from './local/local-auth.controller';
import { LocalAuthService } from './local/local-auth.service';
import { LocalKeysService } from './local/local-keys.service';
import { SignInLimiter } from './local/sign-in-limit';
import { ProgramKeysLink } from './program-keys';

/** Token verification for every mode; the local identity provider's routes only when no external provider is set. */
@Global()
@Module({})
export class AuthModule {
  /** Deleting an account removes its local sign-in (users of an external provider have none), in its transaction. */
  constructor(closing: AccountClosing, localAccounts: LocalAccountsRepository) {
    closing.register({ run: (tx, userId) => localAccounts.deleteOf(tx, userId) });
  }

  static register(config: AppConfig): DynamicModule {
    const local = !config.auth.jwksUri;
    return {
      module: AuthModule,
      imports: [PassportModule, TypeOrmModule.forFeature([LocalAccount, AccountToken])],
      controllers: local ? [AccountController, LocalAuthController] : [AccountController],
      providers: [AuthRuntime, JwtStrategy, LocalKeysService, LocalAuthService, LocalAccountsRepository, SignInLimiter, SignInThrottlerGuard, ProgramKeysLink],
      exports: [AuthRuntime, LocalAuthService, ProgramKeysLink],
    };
  }
}
