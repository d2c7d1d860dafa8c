import { applyDecorators, HttpCode, type Type } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation, ApiResponse } from '@nestjs/swagger';

import { ApiErrorDto } from '../dto/api-error.dto';

export interface EndpointOptions {
  summary: string;
  description?: string;
  /** Success status, 200 unless given. */
  status?: number;
  type?: Type<unknown> | [Type<unknown>];
}

/** Swagger metadata every endpoint carries: what it does, what it returns, and the error shape. */
export function Endpoint({ summary, description, status = 200, type }: EndpointOptions): MethodDecorator {
  const decorators: MethodDecorator[] = [
    ApiOperation({ summary, description }),
    ApiBadRequestResponse({ description: 'The request is not valid; `message` says why.', type: ApiErrorDto }),
  ];
  // The documented status is the one answered (Nest would answer 201 to a POST otherwise).
  decorators.push(HttpCode(status));
  const isArray = Array.isArray(type);
  decorators.push(ApiResponse({ status, description: summary, type: isArray ? type[0] : type, isArray }));
  return applyDecorators(...decorators);
}
