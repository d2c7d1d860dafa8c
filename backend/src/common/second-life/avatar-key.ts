import { ValidateBy, type ValidationOptions } from 'class-validator';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NULL_KEY = '00000000-0000-0000-0000-000000000000';

/** A Second Life key (avatar, object, vendor, llGenerateKey): a UUID of any version, never NULL_KEY. */
export function isSecondLifeKey(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value) && value !== NULL_KEY;
}

export function IsSecondLifeKey(options: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isSecondLifeKey', validator: { validate: isSecondLifeKey } }, options);
}

export const lowerCase = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.toLowerCase() : value);
