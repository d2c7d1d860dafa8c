import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class ApiErrorDto {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'Bad Request' })
  error: string;

  @ApiProperty({ example: 'Vendor name is required' })
  message: string;

  @ApiPropertyOptional({
    description: 'Messages per field, on validation failures.',
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    example: { name: ['Vendor name is required'] },
  })
  fieldErrors?: Record<string, string[]>;
}
