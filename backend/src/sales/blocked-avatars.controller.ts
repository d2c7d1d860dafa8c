import { BadRequestException, Body, Controller, Delete, Get, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';

import { Authenticated } from '../auth/decorators/authenticated.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { ApiErrorDto } from '../common/dto/api-error.dto';
import type { User } from '../users/user.entity';
import { BlockedAvatars, NOT_BLOCKED } from './blocked-avatars';
import { BlockAvatarDto, BlockedAvatarDto } from './dto/blocked-avatar.dto';

const avatarKeyPipe = new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException("The avatar key in the path must be the avatar's UUID.") });

@ApiTags('Blocked avatars')
@Controller('blocked-avatars')
@Authenticated()
export class BlockedAvatarsController {
  constructor(private readonly blocked: BlockedAvatars) {}

  @Get()
  @Endpoint({ summary: 'The avatars you do not sell to, newest first', type: [BlockedAvatarDto] })
  getBlockedAvatars(@CurrentUser() user: User): Promise<BlockedAvatarDto[]> {
    return this.blocked.list(user);
  }

  @Put(':avatarKey')
  @Endpoint({
    summary: 'Block an avatar (or change the message): your vendors refuse and refund their payments, saying the message',
    description: 'A sale whose item the vendor gave already is still recorded: the L$ were taken and the item given.',
    type: BlockedAvatarDto,
  })
  blockAvatar(@CurrentUser() user: User, @Param('avatarKey', avatarKeyPipe) avatarKey: string, @Body() dto: BlockAvatarDto): Promise<BlockedAvatarDto> {
    return this.blocked.block(user, avatarKey, dto);
  }

  @Delete(':avatarKey')
  @Endpoint({ summary: 'Unblock an avatar: they can buy again', status: 204 })
  @ApiNotFoundResponse({ description: NOT_BLOCKED, type: ApiErrorDto })
  unblockAvatar(@CurrentUser() user: User, @Param('avatarKey', avatarKeyPipe) avatarKey: string): Promise<void> {
    return this.blocked.unblock(user, avatarKey);
  }
}
