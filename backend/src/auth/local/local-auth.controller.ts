import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { Anonymous } from '../../common/decorators/anonymous.decorator';
import { Endpoint } from '../../common/decorators/endpoint.decorator';
import { ApiErrorDto } from '../../common/dto/api-error.dto';
import type { User } from '../../users/user.entity';
import { Authenticated } from '../decorators/authenticated.decorator';
import { CurrentUser } from '../decorators/current-user.decorator';
import {
  ChangeEmailDto,
  ChangePasswordDto,
  ForgotPasswordDto,
  LocalAccountDto,
  LocalSignInDto,
  LocalSignUpDto,
  MessageDto,
  ResetPasswordDto,
  TokenDto,
  VerifyEmailDto,
  VerifyEmailResultDto,
} from '../dto/local-auth.dto';
import { OptionalJwtAuthGuard } from '../guards/jwt-auth.guard';
import { SignInThrottlerGuard } from '../guards/sign-in-throttler.guard';
import { cookieOptionsFor, sessionCookie } from '../session-cookie';
import { LocalAuthService, SIGN_IN_DEACTIVATED } from './local-auth.service';
import { type JsonWebKeySet, LocalKeysService } from './local-keys.service';
import { SignInRetryAfterInterceptor } from './sign-in-limit';

const SIGN_IN_LIMIT_DESCRIPTION =
  'Too many attempts from this address (20 a minute by default), or 10 failed sign-ins of this account or from this address within 15 minutes; see Retry-After.';
const LINK_LIMIT_DESCRIPTION = 'A link of this kind was sent less than a minute ago, or too many attempts from this address; see Retry-After.';

/** The answer carries a new session token: the cookie that /api/logout reads follows it. */
function withSession(request: FastifyRequest, reply: FastifyReply, token: string): TokenDto {
  reply.header('set-cookie', sessionCookie(token, cookieOptionsFor(request)));
  return { token };
}

/** The built-in identity provider, mounted only when AUTH_JWKS_URI is unset. */
@ApiTags('Local sign-in')
@Controller('auth/local')
@UseInterceptors(SignInRetryAfterInterceptor)
export class LocalAuthController {
  constructor(
    private readonly service: LocalAuthService,
    private readonly keys: LocalKeysService,
  ) {}

  @Post('sign-up')
  @Anonymous()
  @UseGuards(SignInThrottlerGuard)
  @ApiTooManyRequestsResponse({ description: SIGN_IN_LIMIT_DESCRIPTION, type: ApiErrorDto })
  @Endpoint({
    summary: 'Create a local account and sign in',
    description: 'Sends a verification link to the address. The account works at once; ADMIN_EMAILS grants admin only once the address is verified.',
    status: 201,
    type: TokenDto,
  })
  @ApiConflictResponse({ description: 'An account with this email already exists.' })
  async localSignUp(@Body() dto: LocalSignUpDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<TokenDto> {
    return withSession(request, reply, await this.service.signUp(dto));
  }

  @Post('sign-in')
  @Anonymous()
  @HttpCode(200)
  @UseGuards(SignInThrottlerGuard)
  @ApiTooManyRequestsResponse({ description: SIGN_IN_LIMIT_DESCRIPTION, type: ApiErrorDto })
  @Endpoint({ summary: 'Sign in with a local account', type: TokenDto })
  @ApiUnauthorizedResponse({ description: 'Invalid email or password.' })
  @ApiForbiddenResponse({ description: SIGN_IN_DEACTIVATED, type: ApiErrorDto })
  async localSignIn(@Body() dto: LocalSignInDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<TokenDto> {
    return withSession(request, reply, await this.service.signIn(dto, request.ip));
  }

  @Get('account')
  @Authenticated({ person: true })
  @Endpoint({ summary: 'The signed-in account: its address, whether it is verified, and a new address waiting for its link', type: LocalAccountDto })
  @ApiNotFoundResponse({ description: 'This account does not sign in with an e-mail and password.', type: ApiErrorDto })
  getLocalAccount(@CurrentUser() user: User): Promise<LocalAccountDto> {
    return this.service.account(user);
  }

  @Post('change-password')
  @Authenticated({ person: true })
  @ApiTooManyRequestsResponse({ description: SIGN_IN_LIMIT_DESCRIPTION, type: ApiErrorDto })
  @Endpoint({
    summary: 'Change the password',
    description:
      "Needs the current password (a wrong one counts as a failed sign-in). Every other session is signed out; the answer is this session's new token.",
    type: TokenDto,
  })
  async changeLocalPassword(
    @CurrentUser() user: User,
    @Body() dto: ChangePasswordDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TokenDto> {
    return withSession(request, reply, await this.service.changePassword(user, dto, request.ip));
  }

  @Post('forgot-password')
  @Anonymous()
  @UseGuards(SignInThrottlerGuard)
  @ApiTooManyRequestsResponse({ description: SIGN_IN_LIMIT_DESCRIPTION, type: ApiErrorDto })
  @Endpoint({
    summary: 'E-mail a password reset link',
    description: 'The same answer whether or not an account uses the address. The link works once, within 1 hour; at most one is sent a minute.',
    status: 202,
    type: MessageDto,
  })
  async forgotLocalPassword(@Body() dto: ForgotPasswordDto): Promise<MessageDto> {
    return { message: await this.service.forgotPassword(dto) };
  }

  @Post('reset-password')
  @Anonymous()
  @UseGuards(SignInThrottlerGuard)
  @ApiTooManyRequestsResponse({ description: SIGN_IN_LIMIT_DESCRIPTION, type: ApiErrorDto })
  @Endpoint({
    summary: 'Set a new password with the e-mailed link, and sign in',
    description: 'Spends the link (a second use is refused with 400), signs out every session and answers a token for a new one.',
    type: TokenDto,
  })
  async resetLocalPassword(@Body() dto: ResetPasswordDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<TokenDto> {
    return withSession(request, reply, await this.service.resetPassword(dto));
  }

  @Post('verify-email')
  @Anonymous()
  @UseGuards(SignInThrottlerGuard, OptionalJwtAuthGuard)
  @ApiTooManyRequestsResponse({ description: SIGN_IN_LIMIT_DESCRIPTION, type: ApiErrorDto })
  @Endpoint({
    summary: 'Open an e-mailed verification or change-of-address link',
    description:
      'Verifies the address (and grants admin when it is in ADMIN_EMAILS), or moves the account to the new address and signs out its sessions. ' +
      'A caller signed in as the same account gets a new token.',
    type: VerifyEmailResultDto,
  })
  async verifyLocalEmail(
    @Body() dto: VerifyEmailDto,
    @CurrentUser() user: User | null,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<VerifyEmailResultDto> {
    const result = await this.service.verifyEmail(dto, user);
    if (result.token) withSession(request, reply, result.token);
    return result;
  }

  @Post('resend-verification')
  @Authenticated({ person: true })
  @ApiTooManyRequestsResponse({ description: LINK_LIMIT_DESCRIPTION, type: ApiErrorDto })
  @ApiConflictResponse({ description: 'Your e-mail address is already verified.', type: ApiErrorDto })
  @ApiServiceUnavailableResponse({ description: 'The e-mail could not be sent.', type: ApiErrorDto })
  @Endpoint({ summary: 'E-mail a new verification link', status: 202, type: MessageDto })
  async resendLocalVerification(@CurrentUser() user: User): Promise<MessageDto> {
    return { message: await this.service.resendVerification(user) };
  }

  @Post('change-email')
  @Authenticated({ person: true })
  @ApiTooManyRequestsResponse({ description: LINK_LIMIT_DESCRIPTION, type: ApiErrorDto })
  @ApiConflictResponse({ description: 'An account with this email already exists.', type: ApiErrorDto })
  @ApiServiceUnavailableResponse({ description: 'The e-mail could not be sent.', type: ApiErrorDto })
  @Endpoint({
    summary: 'Change the e-mail address: sends a link to the new one',
    description: 'Needs the current password. The account keeps its address until the link sent to the new one is opened.',
    status: 202,
    type: MessageDto,
  })
  async changeLocalEmail(@CurrentUser() user: User, @Body() dto: ChangeEmailDto, @Req() request: FastifyRequest): Promise<MessageDto> {
    return { message: await this.service.changeEmail(user, dto, request.ip) };
  }

  @Get('jwks.json')
  @Anonymous()
  @ApiOperation({ summary: "The public keys that verify the built-in sign-in's tokens (JWKS)" })
  @ApiOkResponse({ description: 'The public keys that verify local tokens (JWKS).' })
  getLocalJwks(): JsonWebKeySet {
    return this.keys.jwks();
  }
}
