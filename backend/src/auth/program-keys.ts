import { Injectable, UnauthorizedException } from '@nestjs/common';

import type { User } from '../users/user.entity';

/** The header programs (and in-world scripts) send their API key in. */
export const PROGRAM_KEY_HEADER = 'x-api-key';
/** The OpenAPI security scheme of a program's key in that header (registered in bootstrap.ts; scripts' keys are 'api-key'). */
export const PROGRAM_KEY_SCHEME = 'program-key';

/** A merchant's program calling the REST API with a read or write API key, as the guards need it: provided by ApiKeysModule. */
export interface ProgramKeys {
  /** The key's owner; 401 for a key that does not work, 403 for a key whose scope does not allow the call. */
  authenticate(presented: unknown, method: string): Promise<User>;
}

/**
 * Where the sign-in guard reaches the API keys without importing api-keys/ (whose routes it guards): ApiKeysModule
 * registers its side once, at start-up.
 */
@Injectable()
export class ProgramKeysLink implements ProgramKeys {
  private keys: ProgramKeys | null = null;

  provide(keys: ProgramKeys): void {
    this.keys = keys;
  }

  authenticate(presented: unknown, method: string): Promise<User> {
    if (!this.keys) throw new UnauthorizedException('API keys cannot sign in here.');
    return this.keys.authenticate(presented, method);
  }
}
