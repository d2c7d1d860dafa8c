import { join } from 'node:path';

/**
 * Where the entities are: each module keeps its own in `*.entity.ts` (a family of tables in `*.entities.ts`), found
 * by name so that the database layer imports no feature.
 */
export const ENTITY_FILES = [join(__dirname, '..', '**', '*.{entity,entities}.{js,ts}')];
