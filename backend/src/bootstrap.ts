import { randomUUID } from 'node:crypto';
import fastifyStatic from '@fastify/static';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { AppModule } from './app.module';
import { AuthRuntime } from './auth/auth-runtime';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { JsonLogger } from './common/logging/json-logger';
import { createValidationPipe } from './common/validation';
import type { AppConfig } from './config/app-config';
import { SpaIndex } from './spa/spa-index';

export const BODY_LIMIT_BYTES = 5 * 1024 * 1024;

export interface CreateAppOptions {
  /** Build the module graph without connecting anywhere (OpenAPI generation). */
  preview?: boolean;
}

/** The whole HTTP application, as `npm start`, the e2e tests and the OpenAPI script use it. */
export async function createApp(config: AppConfig, databaseUrl: string, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: true,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config, databaseUrl), adapter, {
    logger: new JsonLogger(config.logLevel),
    preview: options.preview,
    abortOnError: false,
    bodyParser: false,
  });
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  const spaIndex = new SpaIndex(config.spaDir);
  app.useGlobalFilters(new AllExceptionsFilter(spaIndex));

  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Our own JSON parser, so a malformed body gets a sentence a person can act on.
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('The request body is not valid JSON.'), { statusCode: 400 }), undefined);
    }
  });
  if (!options.preview && spaIndex.available()) {
    await app.register(fastifyStatic, { root: config.spaDir, prefix: '/', wildcard: false, index: ['index.html'] });
  }
  return app;
}

export function buildOpenApiDocument(app: NestFastifyApplication): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('SL Vendor Platform API')
    .setDescription(
      'Vendors, products, events, sales, commissions and redeliveries for Second Life merchants. ' +
        'Signed-in routes take a bearer token; in-world script routes take an X-Api-Key header.',
    )
    .setVersion('1.0.0')
    .addBearerAuth()
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'An API key from Settings → API (in-world scripts).' }, 'api-key');
  return SwaggerModule.createDocument(app, builder.build(), {
    operationIdFactory: (_controllerKey: string, methodKey: string) => methodKey,
  });
}

export function mountSwagger(app: NestFastifyApplication): void {
  const document = buildOpenApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
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
