import { BadRequestException, Body, Controller, Delete, Get, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';

import { Authenticated } from '../auth/decorators/authenticated.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiErrorDto } from '../common/dto/api-error.dto';
import type { User } from '../users/user.entity';
import { API_KEY_NOT_FOUND, ApiKeysService } from './api-keys.service';
import { ApiKeyDto, CreatedApiKeyDto, RotatedApiKeyDto } from './dto/api-key.dto';
import { CreateApiKeyDto, RotateApiKeyDto } from './dto/api-key-input.dto';

const apiKeyIdPipe = new ParseUUIDPipe({
  exceptionFactory: () => new BadRequestException('The API key id in the path must be a UUID.'),
});

@ApiTags('Settings')
@Controller('settings/api-keys')
@Authenticated({ person: true })
export class ApiKeysController {
  constructor(private readonly apiKeys: ApiKeysService) {}

  @Post()
  @Endpoint({
    summary: 'Generate a new API key, for in-world scripts or for a program',
    description:
      'The whole key is in this response only; the platform keeps its SHA-256 hash. Your other keys keep working: rotate or revoke one ' +
      'to replace it. Without a body: an in-world key named "Scripts" that never expires.',
    status: 201,
    type: CreatedApiKeyDto,
  })
  createApiKey(@CurrentUser() user: User, @Body() dto: CreateApiKeyDto = {}): Promise<CreatedApiKeyDto> {
    return this.apiKeys.create(user, dto);
  }

  @Post(':id/rotate')
  @Endpoint({
    summary: 'Rotate an API key: a new key for the same use, the old one working on for a grace period',
    description: 'The new key is in this response only. The old key works for graceHours more (24 by default; 0 stops it now).',
    status: 201,
    type: RotatedApiKeyDto,
  })
  @ApiNotFoundResponse({ description: `${API_KEY_NOT_FOUND} (also for another user's key, or one that no longer works)`, type: ApiErrorDto })
  rotateApiKey(@CurrentUser() user: User, @Param('id', apiKeyIdPipe) id: string, @Body() dto: RotateApiKeyDto = {}): Promise<RotatedApiKeyDto> {
    return this.apiKeys.rotate(user, id, dto);
  }

  @Get()
  @Endpoint({ summary: 'Your API keys that still work, newest first (prefix only, never the key)', type: [ApiKeyDto] })
  getApiKeys(@CurrentUser() user: User): Promise<ApiKeyDto[]> {
    return this.apiKeys.list(user);
  }

  @Delete(':id')
  @Endpoint({ summary: 'Revoke an API key: scripts using it are refused from now on', status: 204 })
  @ApiNotFoundResponse({ description: `${API_KEY_NOT_FOUND} (also for another user's key, or one already revoked)`, type: ApiErrorDto })
  revokeApiKey(@CurrentUser() user: User, @Param('id', apiKeyIdPipe) id: string): Promise<void> {
    return this.apiKeys.revoke(user, id);
  }
}
