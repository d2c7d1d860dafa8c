import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

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

/** Global validation: unknown fields refused, values transformed, messages grouped by field. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
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
