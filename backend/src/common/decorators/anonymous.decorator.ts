import { applyDecorators } from '@nestjs/common';
import { ApiSecurity } from '@nestjs/swagger';

/**
 * A route anyone may call without credentials (signing up or in, a link from an e-mail, the health check): documented
 * with an empty security requirement, so the API description says so rather than saying nothing.
 */
export function Anonymous(): MethodDecorator & ClassDecorator {
  return applyDecorators(ApiSecurity({}));
}
