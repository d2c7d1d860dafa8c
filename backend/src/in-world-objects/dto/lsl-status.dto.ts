import { ApiProperty } from '@nestjs/swagger';

export class LslStatusDto {
  @ApiProperty({ type: 'integer', description: "Active vendors of the caller (the whole platform's when anonymous).", example: 3 })
  active_vendors: number;

  @ApiProperty({ type: 'integer', description: "All vendors of the caller (the whole platform's when anonymous).", example: 4 })
  total_vendors: number;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Time of the latest in-world call made with a valid API key (of the caller, or of anybody when anonymous); null when none.',
  })
  last_request: string | null;

  @ApiProperty({
    type: 'integer',
    description: "In-world objects (vendors, delivery boxes, terminals) that sent a heartbeat in the last 11 minutes (the caller's, or the whole platform's).",
    example: 5,
  })
  online_objects: number;

  @ApiProperty({ type: 'integer', description: 'In-world objects that ever sent a heartbeat.', example: 6 })
  total_objects: number;
}

export class LslActivityDto {
  @ApiProperty({ type: 'integer', description: 'In-world calls made with your API keys today (Second Life time), refused ones included.', example: 1247 })
  requestsToday: number;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "Percent of today's calls answered with an error (status 400 or more), 1 decimal; null when there were no calls.",
    example: '0.2',
  })
  errorRate: string | null;
}
