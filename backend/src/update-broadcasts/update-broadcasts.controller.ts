import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';

import { Authenticated } from '../auth/decorators/authenticated.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiErrorDto } from '../common/dto/api-error.dto';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import type { User } from '../users/user.entity';
import { CreateUpdateBroadcastDto, UpdateBroadcastDetailDto, UpdateBroadcastDto } from './dto/update-broadcast.dto';
import { BROADCAST_LIST_LIMIT, BROADCAST_NOT_FOUND, UpdateBroadcastsService, VERSION_NOT_FOUND } from './update-broadcasts.service';

const NOT_FOUND = { description: `${BROADCAST_NOT_FOUND} (or not yours)`, type: ApiErrorDto };
const WRONG_STEP = { description: "The update's state does not allow it, e.g. 'This update has finished: every delivery is done.'", type: ApiErrorDto };

@ApiTags('Updates')
@Controller('update-broadcasts')
@Authenticated()
export class UpdateBroadcastsController {
  constructor(private readonly updates: UpdateBroadcastsService) {}

  @Get()
  @Endpoint({
    summary: `Your updates (a product version sent to its past buyers), newest first, at most ${BROADCAST_LIST_LIMIT}, with their counts`,
    type: [UpdateBroadcastDto],
  })
  getUpdateBroadcasts(@CurrentUser() user: User): Promise<UpdateBroadcastDto[]> {
    return this.updates.list(user);
  }

  @Post()
  @Endpoint({
    summary: "Send a product's current version to every past buyer",
    description:
      'For a version published without sending it. Every past buyer is queued once (gift recipients instead of the buyers of gifts); those who already have the version are skipped.',
    status: 201,
    type: UpdateBroadcastDto,
  })
  @ApiNotFoundResponse({ description: `${VERSION_NOT_FOUND} (or not yours)`, type: ApiErrorDto })
  @ApiConflictResponse({ description: 'The version is not the current one, or has already been sent.', type: ApiErrorDto })
  createUpdateBroadcast(@CurrentUser() user: User, @Body() dto: CreateUpdateBroadcastDto): Promise<UpdateBroadcastDto> {
    return this.updates.start(user, dto);
  }

  @Get(':id')
  @Endpoint({ summary: 'One update with its counts and its latest failed deliveries', type: UpdateBroadcastDetailDto })
  @ApiNotFoundResponse(NOT_FOUND)
  getUpdateBroadcast(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<UpdateBroadcastDetailDto> {
    return this.updates.detail(user, id);
  }

  @Post(':id/pause')
  @Endpoint({ summary: 'Pause an update: nothing more is handed to the boxes (deliveries already with a box still go out)', type: UpdateBroadcastDto })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse(WRONG_STEP)
  pauseUpdateBroadcast(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<UpdateBroadcastDto> {
    return this.updates.step(user, id, 'pause');
  }

  @Post(':id/resume')
  @Endpoint({ summary: 'Resume a paused update', type: UpdateBroadcastDto })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse(WRONG_STEP)
  resumeUpdateBroadcast(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<UpdateBroadcastDto> {
    return this.updates.step(user, id, 'resume');
  }

  @Post(':id/cancel')
  @Endpoint({ summary: 'Cancel an update: its queued deliveries are dropped (deliveries already with a box still go out)', type: UpdateBroadcastDto })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse(WRONG_STEP)
  cancelUpdateBroadcast(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<UpdateBroadcastDto> {
    return this.updates.step(user, id, 'cancel');
  }
}
