import { Body, Controller, Delete, Get, Patch, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { OptionalJwtAuthGuard } from '../auth/guards/jwt-auth.guard';
import { clearedSessionCookie } from '../auth/session-cookie';
import { Authenticated } from '../common/decorators/authenticated.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { DeleteAccountDto } from './dto/delete-account.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { toUserDto, UserDto } from './dto/user.dto';
import type { User } from './user.entity';
import { UsersService } from './users.service';

@ApiTags('Account')
@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get('auth/user')
  @Authenticated()
  @Endpoint({ summary: 'The signed-in user, with notification preferences and default commission rate', type: UserDto })
  getAuthUser(@CurrentUser() user: User): UserDto {
    return toUserDto(user);
  }

  @Patch('auth/user')
  @Authenticated()
  @Endpoint({ summary: 'Update the profile (first name, last name, email)', type: UserDto })
  updateAuthUser(@CurrentUser() user: User, @Body() dto: UpdateProfileDto): Promise<UserDto> {
    return this.users.updateProfile(user, dto);
  }

  @Delete('auth/user')
  @Authenticated()
  @Endpoint({
    summary: 'Delete your account',
    description:
      'Revokes your API keys and every session, deactivates your vendors, and removes your name, email, profile image and local sign-in. ' +
      'Vendors, products and sales are kept for the buyers\' and the platform\'s records. The body must be { "confirm": "DELETE" }.',
    status: 204,
  })
  deleteAuthUser(@CurrentUser() user: User, @Body() _confirmation: DeleteAccountDto): Promise<void> {
    return this.users.deleteAccount(user);
  }

  /** A browser navigation: ends every session of the user, then goes home. */
  @Get('logout')
  @UseGuards(OptionalJwtAuthGuard)
  @ApiOperation({ summary: 'Sign out of all sessions (a browser navigation; redirects to /)' })
  @ApiResponse({ status: 302, description: 'Every token issued until now is refused; redirects to /.' })
  async logout(@CurrentUser() user: User | null, @Res() reply: FastifyReply): Promise<void> {
    if (user) await this.users.revokeSessions(user.id);
    void reply.header('set-cookie', clearedSessionCookie()).redirect('/', 302);
  }
}
