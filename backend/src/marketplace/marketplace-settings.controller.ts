import { Controller, Get, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';

import { Authenticated } from '../auth/decorators/authenticated.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import type { User } from '../users/user.entity';
import { MarketplaceSettingsDto } from './dto/marketplace.dto';
import { MarketplaceSettingsService } from './marketplace-settings.service';

@ApiTags('Settings')
@Controller('settings/marketplace')
@Authenticated({ person: true })
export class MarketplaceSettingsController {
  constructor(private readonly settings: MarketplaceSettingsService) {}

  @Get()
  @Endpoint({
    summary: 'Your SL Marketplace notification address and salt, to paste into the Marketplace (made on the first call)',
    description: "ansUrl is this server's public address (PUBLIC_URL, else the origin of this request) followed by your secret token.",
    type: MarketplaceSettingsDto,
  })
  getMarketplaceSettings(@CurrentUser() user: User, @Req() request: FastifyRequest): Promise<MarketplaceSettingsDto> {
    return this.settings.get(user, { protocol: request.protocol, host: request.host });
  }

  @Post('rotate')
  @Endpoint({
    summary: 'Replace your SL Marketplace notification address and salt; the old address stops working at once',
    type: MarketplaceSettingsDto,
  })
  rotateMarketplaceAddress(@CurrentUser() user: User, @Req() request: FastifyRequest): Promise<MarketplaceSettingsDto> {
    return this.settings.rotate(user, { protocol: request.protocol, host: request.host });
  }
}
