import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A delivery as the receiver got it: headers (lower case) and the body exactly as sent. */
export interface ReceivedDelivery {
  path: string;
  headers: Record<string, string>;
  body: string;
  json: { id: string; type: string; timestamp: string; merchantId: string; data: Record<string, any> };
}

/** How the receiver answers a request to `path`: a status, or never (the sender's time-out). */
export type Answer = { status: number; body?: string } | 'hang';

/** A webhook receiver on loopback (allowed to the app under test by WEBHOOK_ALLOWED_ORIGINS): records every delivery. */
export class WebhookReceiver {
  readonly received: ReceivedDelivery[] = [];
  private readonly answers = new Map<string, Answer[]>();
  private readonly hanging: ServerResponse[] = [];
  private server!: Server;
  origin = '';

  async start(): Promise<this> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  url(path: string): string {
    return `${this.origin}${path}`;
  }

  /** The next requests to `path` get these answers, in order; then 200 again. */
  answer(path: string, ...answers: Answer[]): void {
    this.answers.set(path, [...(this.answers.get(path) ?? []), ...answers]);
  }

  at(path: string): ReceivedDelivery[] {
    return this.received.filter((delivery) => delivery.path === path);
  }

  async stop(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const path = request.url ?? '/';
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
    this.received.push({ path, headers, body, json: JSON.parse(body) });
    const answer = this.answers.get(path)?.shift() ?? { status: 200 };
    if (answer === 'hang') {
      this.hanging.push(response);
      return;
    }
    response.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body ?? 'ok');
  }
}
