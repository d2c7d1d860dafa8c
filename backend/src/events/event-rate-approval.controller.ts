import { Controller, Param, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';

import { Authenticated } from '../auth/decorators/authenticated.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiErrorDto } from '../common/dto/api-error.dto';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import type { User } from '../users/user.entity';
import { EventDto } from './dto/event.dto';
import { EventsService } from './events.service';

@ApiTags('Admin')
@Controller('admin/events')
@Authenticated({ admin: true })
export class EventRateApprovalController {
  constructor(private readonly events: EventsService) {}

  @Post(':id/rate-approval')
  @Endpoint({
    summary: "Approve an event's current commission rate",
    description:
      "An event rate below the platform's applies only down to the rate an administrator approved; until then sales at the event are charged the platform's rate. Approving again approves the event's rate as it is now.",
    status: 201,
    type: EventDto,
  })
  @ApiNotFoundResponse({ description: 'Event not found.', type: ApiErrorDto })
  approveEventRate(@CurrentUser() admin: User, @Param('id', ParseIdPipe) id: number): Promise<EventDto> {
    return this.events.approveRate(admin, id);
  }
}
