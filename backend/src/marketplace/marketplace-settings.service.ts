import { randomBytes } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';

import { keyFingerprint } from '../common/key-fingerprint';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DomainEvents } from '../event-bus/domain-events';
import { scriptBaseUrl } from '../in-world-objects/script-source';
import type { User } from '../users/user.entity';
import type { MarketplaceSettingsDto } from './dto/marketplace.dto';
import { type MarketplaceCredentials, MarketplaceRepository } from './marketplace.repository';

/** The path the Marketplace calls, before the merchant's token. */
export const ANS_PATH = '/api/marketplace/ans/';

/** A notification token: 192 random bits in base64url (32 characters), so an address cannot be guessed. */
export const MARKETPLACE_TOKEN = /^[A-Za-z0-9_-]{32}$/;

function newCredentials(): MarketplaceCredentials {
  return { token: randomBytes(24).toString('base64url'), salt: randomBytes(16).toString('hex') };
}

/** Where this server is reached from outside: PUBLIC_URL, else the origin of the request (as for the in-world scripts). */
export interface RequestOrigin {
  protocol: string;
  host: string | undefined;
}

/** A merchant's SL Marketplace notification address and salt. */
/** What the audit log keeps of an address and salt: fingerprints, never the secrets. */
function fingerprints(credentials: MarketplaceCredentials): Record<string, string> {
  return { tokenFingerprint: keyFingerprint(credentials.token), saltFingerprint: keyFingerprint(credentials.salt) };
}

@Injectable()
export class MarketplaceSettingsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: MarketplaceRepository,
    private readonly domainEvents: DomainEvents,
  ) {}

  /** The merchant's address and salt, made on the first call. */
  async get(user: User, origin: RequestOrigin): Promise<MarketplaceSettingsDto> {
    let credentials = await this.repository.credentialsOf(user.id);
    if (!credentials) {
      await this.repository.setCredentialsIfNone(user.id, newCredentials());
      credentials = await this.repository.credentialsOf(user.id);
    }
    return this.toDto(credentials!, origin);
  }

  /** New address and salt; the old address is refused from now on (404), so the Marketplace's settings must be updated. */
  async rotate(user: User, origin: RequestOrigin): Promise<MarketplaceSettingsDto> {
    const credentials = newCredentials();
    await this.repository.transaction(async (manager) => {
      const previous = await this.repository.credentialsOf(user.id, manager);
      await this.repository.replaceCredentials(manager, user.id, credentials);
      await this.domainEvents.publish(
        {
          userId: user.id,
          type: 'marketplace_address_rotated',
          description: 'SL Marketplace notification address and salt replaced',
          targetType: 'user',
          targetId: user.id,
          before: previous ? fingerprints(previous) : null,
          after: fingerprints(credentials),
        },
        manager,
      );
    });
    return this.toDto(credentials, origin);
  }

  private toDto(credentials: MarketplaceCredentials, origin: RequestOrigin): MarketplaceSettingsDto {
    const base = scriptBaseUrl(this.config.publicUrl, origin.protocol, origin.host);
    return { ansUrl: `${base}${ANS_PATH}${credentials.token}`, salt: credentials.salt };
  }
}
