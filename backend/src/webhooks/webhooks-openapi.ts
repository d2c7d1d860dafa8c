import { TEST_EVENT_EXAMPLE, WEBHOOK_EVENTS } from './webhook-event-types';

const HEADERS = [
  { name: 'Webhook-Id', description: 'The event id: the same on every retry and resend.', schema: { type: 'string', format: 'uuid' } },
  { name: 'Webhook-Timestamp', description: 'When this attempt was sent, in Unix seconds.', schema: { type: 'string', example: '1796047509' } },
  {
    name: 'Webhook-Signature',
    description:
      "`v1,` and the base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the secret's bytes after `whsec_`; after a secret rotation, " +
      'a second signature (the previous secret) follows for 24 hours, space separated.',
    schema: { type: 'string', example: 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=' },
  },
].map((header) => ({ ...header, in: 'header', required: true }));

/**
 * The events the platform POSTs to merchants' endpoints, as OpenAPI 3.0's `x-webhooks` (what 3.1 calls `webhooks`):
 * one operation per event type, with its body's example (the same as docs/integrations.md).
 */
export function webhooksSection(): Record<string, unknown> {
  const events: Array<[string, { about: string; example: unknown }]> = [
    ...Object.entries(WEBHOOK_EVENTS),
    ['webhook.test', { about: 'Sent by Send test event in Settings → Webhooks.', example: TEST_EVENT_EXAMPLE }],
  ];
  return Object.fromEntries(
    events.map(([type, { about, example }]) => [
      type,
      {
        post: {
          operationId: `webhook_${type.replace(/\W/g, '_')}`,
          summary: about,
          tags: ['Webhooks'],
          security: [],
          parameters: HEADERS,
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['id', 'type', 'timestamp', 'merchantId', 'data'],
                  properties: {
                    id: { type: 'string', format: 'uuid' },
                    type: { type: 'string', enum: [type] },
                    timestamp: { type: 'string', format: 'date-time' },
                    merchantId: {
                      type: 'string',
                      description: "The merchant the event is about: you, or for an administrator's all-merchants endpoint, theirs.",
                    },
                    data: { type: 'object', additionalProperties: true },
                  },
                },
                example: { id: '3f9a1c52-8b7e-4d21-9c4f-2e6b5a7d8c90', type, timestamp: '2026-11-30T14:05:09.412Z', merchantId: 'user_2pQm8Xk', data: example },
              },
            },
          },
          responses: {
            '200': { description: 'Any 2xx within 10 seconds: delivered. Anything else is retried for 3 days.' },
          },
        },
      },
    ]),
  );
}
