import { Body, Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Endpoint } from '../../common/decorators/endpoint.decorator';
import { LocalSignInDto, LocalSignUpDto, TokenDto } from '../dto/local-auth.dto';
import { sessionCookie } from '../session-cookie';
import { LocalAuthService } from './local-auth.service';
import { LocalKeysService, type JsonWebKeySet } from './local-keys.service';

/** The built-in identity provider, mounted only when AUTH_JWKS_URI is unset. */
@ApiTags('Local sign-in')
@Controller('auth/local')
export class LocalAuthController {
  constructor(
    private readonly service: LocalAuthService,
    private readonly keys: LocalKeysService,
  ) {}

  @Post('sign-up')
  @Endpoint({ summary: 'Create a local account and sign in', status: 201, type: TokenDto })
  @ApiConflictResponse({ description: 'An account with this email already exists.' })
  async localSignUp(@Body() dto: LocalSignUpDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<TokenDto> {
    const token = await this.service.signUp(dto);
    reply.header('set-cookie', sessionCookie(token));
    return { token };
  }

  @Post('sign-in')
  @HttpCode(200)
  @Endpoint({ summary: 'Sign in with a local account', type: TokenDto })
  @ApiUnauthorizedResponse({ description: 'Invalid email or password.' })
  async localSignIn(@Body() dto: LocalSignInDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<TokenDto> {
    const token = await this.service.signIn(dto);
    reply.header('set-cookie', sessionCookie(token));
    return { token };
  }

  @Get('jwks.json')
  @ApiOkResponse({ description: 'The public keys that verify local tokens (JWKS).' })
  getLocalJwks(): JsonWebKeySet {
    return this.keys.jwks();
  }
}
