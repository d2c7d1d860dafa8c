import { BadRequestException, Controller, Get, Headers, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';

import { UserThrottlerGuard } from '../auth/guards/user-throttler.guard';
import { Anonymous } from '../common/decorators/anonymous.decorator';
import { UnsubscribeQueryDto } from './dto/unsubscribe.dto';
import { NotificationUnsubscribeService, UNSUBSCRIBE_LINK_INVALID } from './notification-unsubscribe.service';

/** No sign-in: the signed token in the link says whose e-mails, and which kind, to switch off. */
@ApiTags('Notifications')
@Controller('notifications/unsubscribe')
@UseGuards(UserThrottlerGuard)
export class NotificationUnsubscribeController {
  constructor(private readonly unsubscribe: NotificationUnsubscribeService) {}

  @Get()
  @Anonymous()
  @ApiOperation({ summary: 'Switch off the kind of notification e-mail the link came in (the link in every notification e-mail)' })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'A page saying that kind of e-mail is off.', schema: { type: 'string' } })
  @ApiBadRequestResponse({
    description: `A page saying (to a browser; the API's error shape to other clients): ${UNSUBSCRIBE_LINK_INVALID}`,
    schema: { type: 'string' },
  })
  async unsubscribeFromEmails(@Query() query: UnsubscribeQueryDto, @Headers('accept') accept: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    const page = await this.unsubscribe.unsubscribe(query.token);
    // A person opening the link gets a page; any other client the API's error shape.
    if (page.status !== 200 && !(accept ?? '').includes('text/html')) throw new BadRequestException(UNSUBSCRIBE_LINK_INVALID);
    await reply.status(page.status).type('text/html; charset=utf-8').send(page.html);
  }
}
