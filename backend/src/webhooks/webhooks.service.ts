import { BadRequestException, ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';

import { Clock } from '../common/clock';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { User } from '../users/user.entity';
import { DISCORD_URL_INVALID, isDiscordWebhookUrl, type WebhookFormat } from './discord-message';
import {
  type CreatedWebhookEndpointDto,
  toWebhookDeliveryDto,
  toWebhookEndpointDto,
  type WebhookDeliveryDto,
  type WebhookEndpointDto,
  type WebhookSecretDto,
} from './dto/webhook-endpoint.dto';
import type { CreateWebhookEndpointDto, UpdateWebhookEndpointDto } from './dto/webhook-endpoint-input.dto';
import { checkOutboundUrl } from './outbound-address';
import { WebhookDispatcher } from './webhook-dispatcher';
import { TEST_EVENT_EXAMPLE } from './webhook-event-types';
import { newWebhookSecret } from './webhook-signature';
import { WebhooksRepository } from './webhooks.repository';

export const WEBHOOK_ENDPOINT_NOT_FOUND = 'Webhook endpoint not found.';
export const WEBHOOK_DELIVERY_NOT_FOUND = 'Webhook delivery not found.';
export const MAX_WEBHOOK_ENDPOINTS = 10;
export const PLATFORM_ENDPOINT_ADMINS_ONLY = "Only an administrator can add an endpoint for every merchant's events.";
export const TOO_MANY_WEBHOOK_ENDPOINTS = `You can have at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints: delete one you no longer use first.`;
/** After a secret rotation, deliveries carry a signature with the previous secret too, this long. */
export const PREVIOUS_SECRET_HOURS = 24;
export const DELIVERY_LOG_LIMIT = 100;

/** A merchant's webhook endpoints: saved only for public https addresses, with a secret shown once, and their delivery log. */
@Injectable()
export class WebhooksService {
  constructor(
    private readonly repository: WebhooksRepository,
    private readonly dispatcher: WebhookDispatcher,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(user: User): Promise<WebhookEndpointDto[]> {
    return (await this.repository.listOf(user.id)).map(toWebhookEndpointDto);
  }

  async create(user: User, dto: CreateWebhookEndpointDto): Promise<CreatedWebhookEndpointDto> {
    const format = dto.format ?? 'standard';
    const platform = dto.platform === true;
    if (platform && user.role !== 'admin') throw new ForbiddenException(PLATFORM_ENDPOINT_ADMINS_ONLY);
    await this.requireCallable(dto.url, format);
    if ((await this.repository.countOf(user.id)) >= MAX_WEBHOOK_ENDPOINTS) throw new ConflictException(TOO_MANY_WEBHOOK_ENDPOINTS);
    const secret = newWebhookSecret();
    const endpoint = await this.repository.insert({
      ownerId: user.id,
      url: dto.url,
      description: dto.description ?? '',
      events: dto.events,
      format,
      platform,
      secret,
    });
    return { ...toWebhookEndpointDto(endpoint), secret };
  }

  async update(user: User, id: string, dto: UpdateWebhookEndpointDto): Promise<WebhookEndpointDto> {
    const endpoint = await this.owned(user, id);
    if (dto.url !== undefined) await this.requireCallable(dto.url, endpoint.format);
    const changes = {
      ...(dto.url !== undefined && { url: dto.url }),
      ...(dto.description !== undefined && { description: dto.description }),
      ...(dto.events !== undefined && { events: dto.events }),
      // Switched on again: its run of failures starts over.
      ...(dto.enabled !== undefined && {
        enabled: dto.enabled,
        disabledReason: null,
        ...(dto.enabled && !endpoint.enabled && { failingSince: null, enabledAt: this.clock.now() }),
      }),
    };
    if (Object.keys(changes).length > 0) await this.repository.update(endpoint.id, changes);
    const saved = await this.owned(user, id);
    if (saved.enabled) this.dispatcher.nudge();
    return toWebhookEndpointDto(saved);
  }

  async remove(user: User, id: string): Promise<void> {
    if (!(await this.repository.remove(user.id, id))) throw new NotFoundException(WEBHOOK_ENDPOINT_NOT_FOUND);
  }

  /** A new secret; the previous one signs beside it for PREVIOUS_SECRET_HOURS, so the receiver can be updated meanwhile. */
  async rotateSecret(user: User, id: string): Promise<WebhookSecretDto> {
    const endpoint = await this.owned(user, id);
    const secret = newWebhookSecret();
    const previousSecretUntil = new Date(this.clock.now().getTime() + PREVIOUS_SECRET_HOURS * 3600_000);
    await this.repository.update(endpoint.id, { secret, previousSecret: endpoint.secret, previousSecretUntil });
    return { secret, previousSecretUntil: previousSecretUntil.toISOString() };
  }

  /** Sends a `webhook.test` event to this endpoint now and answers its delivery as it went. */
  async sendTest(user: User, id: string): Promise<WebhookDeliveryDto> {
    const endpoint = await this.owned(user, id);
    if (!endpoint.enabled) throw new ConflictException('This endpoint is switched off: switch it on to send it a test event.');
    const deliveryId = await this.repository.publishTest(endpoint.id, user.id, { ...TEST_EVENT_EXAMPLE }, this.clock.now());
    await this.dispatcher.sendNow(deliveryId);
    return toWebhookDeliveryDto((await this.repository.delivery(deliveryId))!);
  }

  /** Sends a delivery again now, with the same event id (also a delivered or failed one); answers it as it went. */
  async resend(user: User, deliveryId: string): Promise<WebhookDeliveryDto> {
    const resent = await this.repository.resend(user.id, deliveryId, this.clock.now());
    if (!resent) throw new NotFoundException(WEBHOOK_DELIVERY_NOT_FOUND);
    await this.dispatcher.sendNow(deliveryId);
    return toWebhookDeliveryDto((await this.repository.delivery(deliveryId))!);
  }

  async deliveries(user: User, id: string): Promise<WebhookDeliveryDto[]> {
    const endpoint = await this.owned(user, id);
    return (await this.repository.log(endpoint.id, DELIVERY_LOG_LIMIT)).map(toWebhookDeliveryDto);
  }

  private async owned(user: User, id: string) {
    const endpoint = await this.repository.findOf(user.id, id);
    if (!endpoint) throw new NotFoundException(WEBHOOK_ENDPOINT_NOT_FOUND);
    return endpoint;
  }

  private async requireCallable(url: string, format: WebhookFormat): Promise<void> {
    const refuse = (reason: string) => new BadRequestException({ message: reason, fieldErrors: { url: [reason] } });
    if (format === 'discord' && !isDiscordWebhookUrl(url, this.config.webhooks.allowedOrigins)) throw refuse(DISCORD_URL_INVALID);
    const checked = await checkOutboundUrl(url, this.config.webhooks.allowedOrigins);
    if (!checked.ok) throw refuse(checked.reason);
  }
}
