import helmet from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

import type { AppConfig } from '../config/app-config';

/** One year; without includeSubDomains, so other hosts of the merchant's domain may still run without HTTPS. */
export const HSTS = 'max-age=31536000';

// Clerk's bot protection (Cloudflare Turnstile) runs a script and a frame from here; telemetry goes to clerk-telemetry.com.
const CLERK_CHALLENGES = 'https://challenges.cloudflare.com';
const CLERK_TELEMETRY = ['https://clerk-telemetry.com', 'https://*.clerk-telemetry.com'];

/** Clerk's Frontend API, where its script and session calls go: the issuer of its tokens (AUTH_ISSUER). */
function clerkFrontendApi(config: AppConfig): string | null {
  if (!config.auth.jwksUri || !config.auth.issuer) return null;
  try {
    const url = new URL(config.auth.issuer);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * What the SPA, Swagger UI and, with an external provider, Clerk need, and nothing else. Styles may be inline
 * (MUI's emotion, Clerk's components and Swagger UI inject them); images may come from any HTTPS host (profile pictures).
 */
export function contentSecurityPolicy(config: AppConfig): Record<string, string[]> {
  const clerk = clerkFrontendApi(config);
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", ...(clerk ? [clerk, CLERK_CHALLENGES] : [])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(clerk ? [clerk, ...CLERK_TELEMETRY] : [])],
    'frame-src': clerk ? [CLERK_CHALLENGES] : ["'none'"],
    'worker-src': clerk ? ["'self'", 'blob:'] : ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
}

/** Security headers on every response (API, SPA, Swagger UI, errors); HSTS only on requests that arrived over HTTPS. */
export async function registerSecurityHeaders(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Set below, for HTTPS requests only: over plain HTTP the header means nothing and would mislead.
    hsts: false,
  });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', async (request, reply) => {
      // request.protocol believes X-Forwarded-Proto only from a proxy TRUST_PROXY names.
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
}
