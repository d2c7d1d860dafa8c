import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

import { LIVE_STREAMS, type LiveStream } from '../stream-tickets';

export class CreateStreamTicketDto {
  @ApiProperty({ enum: LIVE_STREAMS, enumName: 'LiveStream', description: 'The stream to open: your notifications, or the activity monitor (admins).' })
  @IsIn(LIVE_STREAMS, { message: `stream must be one of ${LIVE_STREAMS.join(', ')}` })
  stream: LiveStream;
}

export class StreamTicketDto {
  @ApiProperty({ description: 'Put in the stream address as ?ticket=…; it opens that stream for a minute.' })
  ticket: string;

  @ApiProperty({ type: String, format: 'date-time' })
  expiresAt: string;
}

export class StreamQueryDto {
  @ApiPropertyOptional({ description: 'A ticket from POST /api/notifications/stream-ticket, for a client that cannot send the bearer token (EventSource).' })
  @IsOptional()
  @MaxLength(1000, { message: 'ticket is not one the platform issued: ask for a new one' })
  @IsString({ message: 'ticket is not one the platform issued: ask for a new one' })
  ticket?: string;
}
