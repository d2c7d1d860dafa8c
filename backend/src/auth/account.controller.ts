import { Body, Controller, Delete, Get, Inject, Patch, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { Anonymous } from '../common/decorators/anonymous.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DeleteAccountDto } from '../users/dto/delete-account.dto';
import { UpdateProfileDto } from '../users/dto/update-profile.dto';
import { toUserDto, UserDto } from '../users/dto/user.dto';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { Authenticated } from './decorators/authenticated.decorator';
import { CurrentUser } from './decorators/current-user.decorator';
import { OptionalJwtAuthGuard } from './guards/jwt-auth.guard';
import { isNavigationFromThisSite } from './same-site-navigation';
import { clearedSessionCookie, cookieOptionsFor } from './session-cookie';

@ApiTags('Account')
@Controller()
export class AccountController {
  constructor(
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('auth/user')
  @Authenticated({ person: true })
  @Endpoint({ summary: 'The signed-in user, with notification preferences and default commission rate', type: UserDto })
  getAuthUser(@CurrentUser() user: User): UserDto {
    return toUserDto(user);
  }

  @Patch('auth/user')
  @Authenticated({ person: true })
  @Endpoint({
    summary: 'Update the profile (first name, last name)',
    description: 'An e-mail other than the current one is refused (400): it changes only once the new address is verified.',
    type: UserDto,
  })
  updateAuthUser(@CurrentUser() user: User, @Body() dto: UpdateProfileDto): Promise<UserDto> {
    return this.users.updateProfile(user, dto);
  }

  @Delete('auth/user')
  @Authenticated({ person: true })
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

  /**
   * A browser navigation: ends every session of the user, then goes home. The session cookie travels with another
   * site's links too, so a request signed in by the cookie alone must come from this site; otherwise it only goes home.
   * A bearer token is never sent by the browser on its own: with one, the caller is the user.
   */
  @Get('logout')
  @Anonymous()
  @ApiBearerAuth()
  @UseGuards(OptionalJwtAuthGuard)
  @ApiOperation({ summary: 'Sign out of all sessions (a browser navigation; redirects to /)' })
  @ApiResponse({ status: 302, description: 'Every token issued until now is refused; redirects to /.' })
  async logout(@CurrentUser() user: User | null, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const bearer = /^Bearer\s/i.test(request.headers.authorization ?? '');
    if (!bearer && !isNavigationFromThisSite(request, this.config.publicUrl)) return void reply.redirect('/', 302);
    if (user) await this.users.revokeSessions(user.id);
    void reply.header('set-cookie', clearedSessionCookie(cookieOptionsFor(request))).redirect('/', 302);
  }
}
