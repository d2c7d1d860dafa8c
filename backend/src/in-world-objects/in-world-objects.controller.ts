import type { IncomingHttpHeaders } from 'node:http';

import { Body, Controller, Get, Headers, HttpCode, Inject, Post, Put, Query, Req } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';

import { Authenticated } from '../auth/decorators/authenticated.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiErrorDto } from '../common/dto/api-error.dto';
import { secondLifeOrigin } from '../common/second-life/second-life-origin';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { UNKNOWN_BOX_KEY } from '../delivery-boxes/delivery-boxes.service';
import { Caller, InWorld, Script } from '../in-world/in-world.decorator';
import { UNKNOWN_VENDOR_KEY } from '../in-world/in-world-object-directory';
import type { InWorldCaller, ScriptCaller } from '../in-world/in-world-request';
import type { User } from '../users/user.entity';
import { BoxInventoryAnswerDto, BoxInventoryDto, HeartbeatAnswerDto, HeartbeatDto, VendorInventoryDto } from './dto/heartbeat.dto';
import { LslScriptsDto, LslScriptsQueryDto } from './dto/lsl-scripts.dto';
import { LslActivityDto, LslStatusDto } from './dto/lsl-status.dto';
import { BOX_URL_REFUSED, HeartbeatsService } from './heartbeats.service';
import { LslScriptsService } from './lsl-scripts.service';
import { LslStatusService } from './lsl-status.service';
import { scriptBaseUrl } from './script-source';

/** The in-world objects' routes: heartbeats, a box's inventory, the status and activity of the calls, the scripts served. */
@ApiTags('In-world scripts')
@Controller('lsl')
export class InWorldObjectsController {
  constructor(
    private readonly status: LslStatusService,
    private readonly heartbeats: HeartbeatsService,
    private readonly scriptSources: LslScriptsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('status')
  @InWorld({ access: 'anyone' })
  @Endpoint({
    summary: 'Vendor counts and the time of the last in-world call',
    description: 'For the API key owner (X-Api-Key) or the signed-in user (bearer token); for the whole platform without either.',
    type: LslStatusDto,
  })
  getLslStatus(@Caller() caller: InWorldCaller): Promise<LslStatusDto> {
    return this.status.status(caller);
  }

  @Get('activity')
  @Authenticated()
  @Endpoint({ summary: "Today's in-world calls with your API keys and their error rate (Second Life time)", type: LslActivityDto })
  getLslActivity(@CurrentUser() user: User): Promise<LslActivityDto> {
    return this.status.activity(user);
  }

  @Post('heartbeat')
  @HttpCode(200)
  @InWorld({ access: 'script', body: true, secondLifeHeaders: true })
  @Endpoint({
    summary: 'An in-world object says it is alive: where it is, which script version it runs, what it holds back',
    description:
      'Sent by every script at start and every 5 minutes. The X-SecondLife-Object-Key, -Object-Name, -Region and -Local-Position headers, ' +
      `when sent, win over the body. A vendor must be yours (otherwise 404 "${UNKNOWN_VENDOR_KEY}"), a box too (otherwise 404 "${UNKNOWN_BOX_KEY}"). ` +
      `A box's url must be a Second Life simulator's (otherwise 400 "${BOX_URL_REFUSED}").`,
    type: HeartbeatAnswerDto,
  })
  @ApiNotFoundResponse({ description: `${UNKNOWN_VENDOR_KEY} or ${UNKNOWN_BOX_KEY}`, type: ApiErrorDto })
  recordHeartbeat(@Script() caller: ScriptCaller, @Body() dto: HeartbeatDto, @Headers() headers: IncomingHttpHeaders): Promise<HeartbeatAnswerDto> {
    return this.heartbeats.heartbeat(caller, dto, secondLifeOrigin(headers));
  }

  @Put('boxes/inventory')
  @HttpCode(200)
  @InWorld({ access: 'script', body: true })
  @Endpoint({
    summary: 'What a delivery box holds (lsl/delivery-box.lsl), at most 50 names a call',
    description: 'append false (the default) replaces the list, true adds to it. Requests waiting for these items are then handed to the box.',
    type: BoxInventoryAnswerDto,
  })
  @ApiNotFoundResponse({ description: UNKNOWN_BOX_KEY, type: ApiErrorDto })
  putBoxInventory(@Script() caller: ScriptCaller, @Body() dto: BoxInventoryDto): Promise<BoxInventoryAnswerDto> {
    return this.heartbeats.inventory(caller, dto);
  }

  @Put('vendors/inventory')
  @HttpCode(200)
  @InWorld({ access: 'script', body: true })
  @Endpoint({
    summary: 'What a vendor holds to give itself, at most 50 names a call (at start and when its contents change)',
    description:
      'append false (the default) replaces the list, true adds to it. A sale of a product whose item (itemName, else its name) is not ' +
      'listed, or of a vendor that never reported, answers deliver "box": a delivery box holding the item gives it (docs/decisions/0090-central-delivery.md).',
    type: BoxInventoryAnswerDto,
  })
  @ApiNotFoundResponse({ description: UNKNOWN_VENDOR_KEY, type: ApiErrorDto })
  putVendorInventory(@Script() caller: ScriptCaller, @Body() dto: VendorInventoryDto): Promise<BoxInventoryAnswerDto> {
    return this.heartbeats.vendorInventory(caller, dto);
  }

  @Get('scripts')
  @Authenticated()
  @Endpoint({
    summary: 'The in-world scripts (vendor, delivery box, redelivery terminal, payouts), ready to paste',
    description:
      "API_BASE_URL is this server's public address (PUBLIC_URL, else the origin of this request); with vendorId or boxId, that vendor's (vendor and payouts scripts) or box's key is filled in. " +
      'The API key stays a placeholder: the server never holds it in clear.',
    type: LslScriptsDto,
  })
  @ApiNotFoundResponse({ description: 'Vendor not found. / Delivery box not found. (or not yours)', type: ApiErrorDto })
  getLslScripts(@CurrentUser() user: User, @Query() query: LslScriptsQueryDto, @Req() request: FastifyRequest): Promise<LslScriptsDto> {
    return this.scriptSources.scripts(user, query, scriptBaseUrl(this.config.publicUrl, request.protocol, request.host));
  }
}
