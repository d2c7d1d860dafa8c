import { ApiProperty } from '@nestjs/swagger';

import { API_KEY_SCOPES, type ApiKey, type ApiKeyScope } from '../api-key.entity';

export class ApiKeyDto {
  @ApiProperty({ format: 'uuid', example: '0b7c9e4e-4c57-4f0e-9a51-3f6a1a2b9c10' })
  id: string;

  @ApiProperty({ example: 'Main store vendors' })
  name: string;

  @ApiProperty({ enum: API_KEY_SCOPES, description: 'in-world: scripts; read: programs that read; write: programs that read and change.', example: 'in-world' })
  scope: ApiKeyScope;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the key stops working (after a rotation: the end of its grace period); null: never.',
  })
  expiresAt: string | null;

  @ApiProperty({ description: 'The first characters of the key, to tell keys apart.', example: 'slv_1a2b3c4d' })
  prefix: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Last time a script used the key (updated at most once a minute); null when never used.',
  })
  lastUsedAt: string | null;
}

export class CreatedApiKeyDto {
  @ApiProperty({ format: 'uuid', example: '0b7c9e4e-4c57-4f0e-9a51-3f6a1a2b9c10' })
  id: string;

  @ApiProperty({ example: 'Main store vendors' })
  name: string;

  @ApiProperty({ enum: API_KEY_SCOPES, example: 'in-world' })
  scope: ApiKeyScope;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  expiresAt: string | null;

  @ApiProperty({
    description: 'The whole key, shown this once: only its hash is stored. Scripts and programs send it as X-Api-Key.',
    example: 'slv_1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7081',
  })
  key: string;

  @ApiProperty({ example: 'slv_1a2b3c4d' })
  prefix: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

/** POST /api/settings/api-keys/{id}/rotate: the new key, and until when the old one works. */
export class RotatedApiKeyDto extends CreatedApiKeyDto {
  @ApiProperty({ type: String, format: 'date-time', description: 'When the rotated key stops working (now, for a grace of 0 hours).' })
  previousKeyWorksUntil: string;
}

export function toApiKeyDto(apiKey: ApiKey): ApiKeyDto {
  return {
    id: apiKey.id,
    name: apiKey.name,
    scope: apiKey.scope,
    expiresAt: apiKey.expiresAt ? apiKey.expiresAt.toISOString() : null,
    prefix: apiKey.prefix,
    createdAt: apiKey.createdAt.toISOString(),
    lastUsedAt: apiKey.lastUsedAt ? apiKey.lastUsedAt.toISOString() : null,
  };
}

/** A key just made, with the whole key (shown this once). */
export function toCreatedApiKeyDto(apiKey: ApiKey, key: string): CreatedApiKeyDto {
  const { lastUsedAt: _never, ...listed } = toApiKeyDto(apiKey);
  return { ...listed, key };
}
