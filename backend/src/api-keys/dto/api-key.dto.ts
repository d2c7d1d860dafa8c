import { ApiProperty } from '@nestjs/swagger';

import type { ApiKey } from '../api-key.entity';

export class ApiKeyDto {
  @ApiProperty({ format: 'uuid', example: '0b7c9e4e-4c57-4f0e-9a51-3f6a1a2b9c10' })
  id: string;

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

  @ApiProperty({
    description: 'The whole key, shown this once: only its hash is stored. Scripts send it as X-Api-Key.',
    example: 'slv_1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7081',
  })
  key: string;

  @ApiProperty({ example: 'slv_1a2b3c4d' })
  prefix: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

export function toApiKeyDto(apiKey: ApiKey): ApiKeyDto {
  return {
    id: apiKey.id,
    prefix: apiKey.prefix,
    createdAt: apiKey.createdAt.toISOString(),
    lastUsedAt: apiKey.lastUsedAt ? apiKey.lastUsedAt.toISOString() : null,
  };
}
