import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import fastifyStatic from '@fastify/static';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

import { AppModule } from './app.module';
import { AuthRuntime } from './auth/auth-runtime';
import { refuseControlCharacters } from './common/control-characters';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { parseJsonBody } from './common/json-body';
import { JsonLogger } from './common/logging/json-logger';
import { fastifyLoggerOptions, OneLinePerRequest } from './common/logging/log-shape';
import { rememberOwnOrigin } from './common/own-origin';
import { registerSecurityHeaders } from './common/security-headers';
import { createValidationPipe } from './common/validation';
import type { AppConfig } from './config/app-config';
import { SpaIndex } from './spa/spa-index';
import { spaStaticOptions } from './spa/spa-static';
import { webhooksSection } from './webhooks/webhooks-openapi';

export const BODY_LIMIT_BYTES = 5 * 1024 * 1024;

export interface CreateAppOptions {
  /** Build the module graph without connecting anywhere (OpenAPI generation). */
  preview?: boolean;
}

/** The whole HTTP application, as `npm start`, the e2e tests and the OpenAPI script use it. */
export async function createApp(config: AppConfig, databaseUrl: string, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    // X-Forwarded-For/-Proto/-Host are believed only from the proxies TRUST_PROXY names (none by default).
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    logger: fastifyLoggerOptions(config.logLevel, config.logFormat),
    logController: new OneLinePerRequest(),
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config, databaseUrl), adapter, {
    logger: new JsonLogger(config.logLevel, config.logFormat),
    preview: options.preview,
    abortOnError: false,
    bodyParser: false,
  });
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  const spaIndex = new SpaIndex(config.spaDir);
  app.useGlobalFilters(new AllExceptionsFilter(spaIndex));

  const fastify = app.getHttpAdapter().getInstance();
  await registerSecurityHeaders(app, config);
  fastify.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  refuseControlCharacters(fastify);
  // Without PUBLIC_URL, e-mailed links point at the address the app was opened at, when it is one of this server's own.
  if (!config.publicUrl) {
    fastify.addHook('onRequest', (request, _reply, done) => {
      rememberOwnOrigin(request);
      done();
    });
  }
  // Our own JSON parser: a sentence a person can act on for a malformed body, and a 400 (never a 500) for nesting
  // deeper than MAX_JSON_DEPTH, more than MAX_JSON_ITEMS fields and items, or text no column can hold (NUL, unpaired surrogates).
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(typeof body === 'string' ? body : body.toString('utf8')));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  if (!options.preview && config.swagger) mountSwagger(app);
  if (!options.preview && spaIndex.available()) {
    await app.register(fastifyStatic, spaStaticOptions(config.spaDir));
  }
  return app;
}

export function buildOpenApiDocument(app: NestFastifyApplication): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('SL Vendor Platform API')
    .setDescription(
      'Vendors, products, events, sales, commissions and redeliveries for Second Life merchants. ' +
        "Signed-in routes take a bearer token, or a program's read or write API key in X-Api-Key; in-world script routes take a script's key in X-Api-Key.",
    )
    .setVersion('1.0.0')
    // The API and the web app share one origin: the paths start with /api.
    .addServer('/', 'This server')
    .addBearerAuth()
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'An API key from Settings → API (in-world scripts).' }, 'api-key')
    .addApiKey(
      { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'A read or write API key from Settings → API (your programs; read: GET only).' },
      'program-key',
    );
  const document = SwaggerModule.createDocument(app, builder.build(), {
    operationIdFactory: (_controllerKey: string, methodKey: string) => methodKey,
  });
  return { ...document, 'x-webhooks': webhooksSection() } as OpenAPIObject;
}

/** The committed document the frontend client is generated from; the drift test keeps it equal to what the code generates. */
export const OPENAPI_FILE = resolve(__dirname, '..', '..', 'openapi', 'openapi.json');

/** Swagger UI at /api/docs, and at /api/docs-json the committed openapi/openapi.json byte for byte (SWAGGER=false: neither). */
export function mountSwagger(app: NestFastifyApplication, file = OPENAPI_FILE): void {
  if (!existsSync(file)) {
    throw new Error(`Swagger UI serves ${file}, which is missing: copy openapi/openapi.json there, or set SWAGGER=false.`);
  }
  const json = readFileSync(file, 'utf8');
  // The product's own icon: the Swagger UI package installed here ships none.
  SwaggerModule.setup('api/docs', app, JSON.parse(json) as OpenAPIObject, { raw: false, customfavIcon: '/favicon.svg' });
  app
    .getHttpAdapter()
    .getInstance()
    .get('/api/docs-json', (_request, reply) => reply.type('application/json; charset=utf-8').send(json));
}

/** Listens, then tells the local identity provider where its JWKS can be fetched. */
export async function listen(app: NestFastifyApplication, port: number, host: string): Promise<string> {
  await app.listen(port, host);
  const address = app.getHttpServer().address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  const url = `http://127.0.0.1:${boundPort}`;
  app.get(AuthRuntime).setSelfUrl(url);
  return url;
}
