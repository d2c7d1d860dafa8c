import { Controller, Get, Res } from '@nestjs/common';
import { ApiProperty, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';

import { Anonymous } from '../common/decorators/anonymous.decorator';
import { Endpoint } from '../common/decorators/endpoint.decorator';
import { HealthRepository } from './health.repository';

export class HealthDto {
  @ApiProperty({ enum: ['ok', 'error'], example: 'ok' })
  status: 'ok' | 'error';

  @ApiProperty({ enum: ['up', 'down'], example: 'up' })
  database: 'up' | 'down';
}

@ApiTags('Health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthRepository) {}

  @Get()
  @Anonymous()
  @Endpoint({ summary: 'Liveness of the API and its database', type: HealthDto })
  @ApiResponse({ status: 503, description: 'The database does not answer.', type: HealthDto })
  async getHealth(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthDto> {
    const up = await Promise.race([
      this.health.ping().then(
        () => true,
        () => false,
      ),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3000).unref()),
    ]);
    if (!up) reply.status(503);
    return { status: up ? 'ok' : 'error', database: up ? 'up' : 'down' };
  }
}
