import { type DynamicModule, Module, type ModuleMetadata, type Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { ApiKeysModule } from '../api-keys/api-keys.module';
import { JwtAuthGuard } from '../auth/guards/jwt-auth.guard';
import { UserThrottlerGuard } from '../auth/guards/user-throttler.guard';
import { InWorldAuthGuard } from './in-world-auth.guard';
import { InWorldCall } from './in-world-call.entity';
import { InWorldCallsRecorder } from './in-world-calls.recorder';
import { InWorldCallsRepository } from './in-world-calls.repository';
import { InWorldCallsService } from './in-world-calls.service';
import { IN_WORLD_BOXES, IN_WORLD_VENDORS, type InWorldBoxes, type InWorldVendors } from './in-world-object-directory';
import { ReportingObjectsLink } from './reporting-objects';
import { ScriptThrottlerGuard } from './script-throttler.guard';

export interface InWorldDirectory {
  /** The modules providing the two below. */
  imports: NonNullable<ModuleMetadata['imports']>;
  vendors: Type<InWorldVendors>;
  boxes: Type<InWorldBoxes>;
}

/**
 * The in-world routes' plumbing, for every feature serving one (@InWorld): the API-key guard, the per-object
 * throttling and the record of the calls. Global; AppModule names the features that find vendors and boxes by key.
 */
@Module({})
export class InWorldModule {
  static forRoot(directory: InWorldDirectory): DynamicModule {
    const guards = [InWorldAuthGuard, ScriptThrottlerGuard, UserThrottlerGuard, JwtAuthGuard];
    return {
      module: InWorldModule,
      global: true,
      imports: [TypeOrmModule.forFeature([InWorldCall]), ApiKeysModule, ...directory.imports],
      providers: [
        ...guards,
        InWorldCallsRecorder,
        InWorldCallsRepository,
        InWorldCallsService,
        ReportingObjectsLink,
        { provide: IN_WORLD_VENDORS, useExisting: directory.vendors },
        { provide: IN_WORLD_BOXES, useExisting: directory.boxes },
      ],
      exports: [...guards, ApiKeysModule, InWorldCallsRecorder, InWorldCallsService, ReportingObjectsLink, IN_WORLD_VENDORS, IN_WORLD_BOXES],
    };
  }
}
