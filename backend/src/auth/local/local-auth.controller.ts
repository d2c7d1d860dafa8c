import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ApiErrorDto } from '../../common/dto/api-error.dto';
import { SignInThrottlerGuard } from '../guards/sign-in-throttler.guard';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Endpoint } from '../../common/decorators/endpoint.decorator';
import { LocalSignInDto, LocalSignUpDto, TokenDto } from '../dto/local-auth.dto';
import { cookieOptionsFor, sessionCookie } from '../session-cookie';
import { LocalAuthService } from './local-auth.service';
import { LocalKeysService, type JsonWebKeySet } from './local-keys.service';

const SIGN_IN_LIMIT_DESCRIPTION = 'Too many sign-in and sign-up attempts from this address (20 a minute by default); see Retry-After.';

/** The built-in identity provider, mounted only when AUTH_JWKS_URI is unset. */
@ApiTags('Local sign-in')
@Controller('auth/local')
export class LocalAuthController {
  constructor(
    private readonly service: LocalAuthService,
    private readonly keys: LocalKeysService,
  ) {}

  @Post('sign-up')
  @UseGuards(SignInThrottlerGuard)
  @ApiTooManyRequestsResponse({ description: SIGN_IN_LIMIT_DESCRIPTION, type: ApiErrorDto })
  @Endpoint({ summary: 'Create a local account and sign in', status: 201, type: TokenDto })
  @ApiConflictResponse({ description: 'An account with this email already exists.' })
  async localSignUp(@Body() dto: LocalSignUpDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<TokenDto> {
    const token = await this.service.signUp(dto);
    reply.header('set-cookie', sessionCookie(token, cookieOptionsFor(request)));
    return { token };
  }

  @Post('sign-in')
  @HttpCode(200)
  @UseGuards(SignInThrottlerGuard)
  @ApiTooManyRequestsResponse({ description: SIGN_IN_LIMIT_DESCRIPTION, type: ApiErrorDto })
  @Endpoint({ summary: 'Sign in with a local account', type: TokenDto })
  @ApiUnauthorizedResponse({ description: 'Invalid email or password.' })
  async localSignIn(@Body() dto: LocalSignInDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<TokenDto> {
    const token = await this.service.signIn(dto);
    reply.header('set-cookie', sessionCookie(token, cookieOptionsFor(request)));
    return { token };
  }

  @Get('jwks.json')
  @ApiOkResponse({ description: 'The public keys that verify local tokens (JWKS).' })
  getLocalJwks(): JsonWebKeySet {
    return this.keys.jwks();
  }
}
