import { BadRequestException, Body, Controller, Delete, Get, Param, ParseUUIDPipe, Patch, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';

import { Authenticated } from '../auth/decorators/authenticated.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiErrorDto } from '../common/dto/api-error.dto';
import { ParseBigIdPipe } from '../common/pipes/parse-big-id.pipe';
import type { User } from '../users/user.entity';
import { CreatedWebhookEndpointDto, WebhookDeliveryDto, WebhookEndpointDto, WebhookSecretDto } from './dto/webhook-endpoint.dto';
import { CreateWebhookEndpointDto, UpdateWebhookEndpointDto } from './dto/webhook-endpoint-input.dto';
import { WEBHOOK_DELIVERY_NOT_FOUND, WEBHOOK_ENDPOINT_NOT_FOUND, WebhooksService } from './webhooks.service';

const endpointIdPipe = new ParseUUIDPipe({
  exceptionFactory: () => new BadRequestException('The webhook endpoint id in the path must be a UUID.'),
});
const notFound = ApiNotFoundResponse({ description: `${WEBHOOK_ENDPOINT_NOT_FOUND} (also for another user's endpoint)`, type: ApiErrorDto });

@ApiTags('Webhooks')
@Controller('webhooks')
@Authenticated()
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Get('endpoints')
  @Endpoint({ summary: 'Your webhook endpoints, oldest first (never their secrets)', type: [WebhookEndpointDto] })
  getWebhookEndpoints(@CurrentUser() user: User): Promise<WebhookEndpointDto[]> {
    return this.webhooks.list(user);
  }

  @Post('endpoints')
  @Endpoint({
    summary: 'Add a webhook endpoint',
    description:
      'Events of the types listed are POSTed to url as JSON, signed with the secret in this response (shown once): see the x-webhooks ' +
      'section and docs/integrations.md. The address must be public https; it is checked again at every call.',
    status: 201,
    type: CreatedWebhookEndpointDto,
  })
  createWebhookEndpoint(@CurrentUser() user: User, @Body() dto: CreateWebhookEndpointDto): Promise<CreatedWebhookEndpointDto> {
    return this.webhooks.create(user, dto);
  }

  @Patch('endpoints/:id')
  @Endpoint({ summary: 'Change a webhook endpoint, or switch it off or on', type: WebhookEndpointDto })
  @notFound
  updateWebhookEndpoint(
    @CurrentUser() user: User,
    @Param('id', endpointIdPipe) id: string,
    @Body() dto: UpdateWebhookEndpointDto,
  ): Promise<WebhookEndpointDto> {
    return this.webhooks.update(user, id, dto);
  }

  @Delete('endpoints/:id')
  @Endpoint({ summary: 'Delete a webhook endpoint and its delivery log', status: 204 })
  @notFound
  deleteWebhookEndpoint(@CurrentUser() user: User, @Param('id', endpointIdPipe) id: string): Promise<void> {
    return this.webhooks.remove(user, id);
  }

  @Post('endpoints/:id/rotate-secret')
  @Endpoint({
    summary: "Rotate an endpoint's signing secret",
    description: 'The new secret is in this response only; for 24 hours deliveries carry a second signature made with the previous one.',
    status: 201,
    type: WebhookSecretDto,
  })
  @notFound
  rotateWebhookSecret(@CurrentUser() user: User, @Param('id', endpointIdPipe) id: string): Promise<WebhookSecretDto> {
    return this.webhooks.rotateSecret(user, id);
  }

  @Post('endpoints/:id/test')
  @Endpoint({ summary: 'Send a webhook.test event to the endpoint now; answers its delivery as it went', status: 201, type: WebhookDeliveryDto })
  @notFound
  sendWebhookTest(@CurrentUser() user: User, @Param('id', endpointIdPipe) id: string): Promise<WebhookDeliveryDto> {
    return this.webhooks.sendTest(user, id);
  }

  @Get('endpoints/:id/deliveries')
  @Endpoint({ summary: "An endpoint's last 100 deliveries, newest first", type: [WebhookDeliveryDto] })
  @notFound
  getWebhookDeliveries(@CurrentUser() user: User, @Param('id', endpointIdPipe) id: string): Promise<WebhookDeliveryDto[]> {
    return this.webhooks.deliveries(user, id);
  }

  @Post('deliveries/:id/resend')
  @Endpoint({ summary: 'Send a delivery again now, with the same event id; answers it as it went', status: 201, type: WebhookDeliveryDto })
  @ApiNotFoundResponse({ description: `${WEBHOOK_DELIVERY_NOT_FOUND} (also for another user's delivery)`, type: ApiErrorDto })
  resendWebhookDelivery(@CurrentUser() user: User, @Param('id', ParseBigIdPipe) id: number): Promise<WebhookDeliveryDto> {
    return this.webhooks.resend(user, String(id));
  }
}
