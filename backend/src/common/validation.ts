import { type ArgumentMetadata, BadRequestException, type ValidationError, ValidationPipe } from '@nestjs/common';

export const BODY_NOT_OBJECT = 'The request body must be a JSON object.';

function collect(errors: ValidationError[], prefix: string, into: Record<string, string[]>): void {
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const messages = Object.entries(error.constraints ?? {}).map(([name, message]) =>
      name === 'whitelistValidation' ? `Unknown field "${field}" is not allowed` : message,
    );
    if (messages.length > 0) into[field] = messages;
    if (error.children?.length) collect(error.children, field, into);
  }
}

/** ValidationPipe that first refuses a body which is not an object (a list, text, a number) where a DTO is expected. */
class ApiValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // Without this, a list would be validated item by item as unknown fields "0", "1", …
    const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
    if (metadata.type === 'body' && this.toValidate(metadata) && value != null && !isObject) throw new BadRequestException(BODY_NOT_OBJECT);
    return super.transform(value, metadata);
  }
}

/** Global validation: unknown fields refused, values transformed, messages grouped by field. */
export function createValidationPipe(): ValidationPipe {
  return new ApiValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const fieldErrors: Record<string, string[]> = {};
      collect(errors, '', fieldErrors);
      const message = Object.values(fieldErrors).flat().join('; ') || 'The request is not valid.';
      return new BadRequestException({ message, fieldErrors });
    },
  });
}
