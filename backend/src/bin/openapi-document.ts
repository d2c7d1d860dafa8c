import type { OpenAPIObject } from '@nestjs/swagger';

import { buildOpenApiDocument, createApp } from '../bootstrap';
import { loadConfig } from '../config/app-config';

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** The OpenAPI document as the code defines it, keys sorted, built without a database or a listening server. */
export async function generateOpenApiJson(): Promise<string> {
  // Generated for the default (local sign-in) mode, so the local provider's routes are documented.
  const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent' });
  const app = await createApp(config, 'postgres://unused@127.0.0.1:1/unused', { preview: true });
  const document: OpenAPIObject = buildOpenApiDocument(app);
  await app.close();
  return `${JSON.stringify(sortKeys(document), null, 2)}\n`;
}
