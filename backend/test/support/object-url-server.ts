import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An in-world object's HTTP-in URL as llRequestURL would give it (a delivery box, a vendor), served by a local test
 * server: keeps each ping the platform sends, with when it came, and answers `status`.
 */
export class ObjectUrlServer {
  readonly pings: { body: string; at: number }[] = [];
  private server: Server | null = null;
  url = '';
  constructor(private readonly status = 200) {}

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        this.pings.push({ body, at: Date.now() });
        response.writeHead(this.status).end('OK');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/cap/${randomUUID()}`;
    return this;
  }

  /** The pings' bodies, read as JSON. */
  bodies(): unknown[] {
    return this.pings.map((ping) => JSON.parse(ping.body) as unknown);
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** The URL servers a suite opens (`open`), closed together in its afterAll (`stopAll`). */
export function objectUrlServers() {
  const servers: ObjectUrlServer[] = [];
  return {
    async open(status = 200): Promise<ObjectUrlServer> {
      const server = await new ObjectUrlServer(status).start();
      servers.push(server);
      return server;
    },
    stopAll: async (): Promise<void> => {
      await Promise.all(servers.map((server) => server.stop()));
    },
  };
}
