import { type ClientRequest, get, type IncomingMessage } from 'node:http';

/** One Server-Sent Event as received. */
export interface ReceivedEvent {
  event: string;
  data: any;
}

/**
 * A Server-Sent Events client as the web app reads its streams: the bearer token in a header, events and comments
 * parsed from the body as they arrive. Over node:http with a connection of its own, closed with the stream (fetch's
 * pool may open a spare connection after an abort, which would keep the server from closing).
 */
export class SseClient {
  readonly events: ReceivedEvent[] = [];
  readonly comments: string[] = [];
  status = 0;
  headers: Headers = new Headers();
  /** The body as received before parsing (a test may look at the raw bytes). */
  raw = '';
  ended = false;
  private request: ClientRequest | null = null;
  private waiters: Array<() => void> = [];
  private finished: Promise<void> = Promise.resolve();

  static async open(url: string, token?: string, headers: Record<string, string> = {}): Promise<SseClient> {
    const client = new SseClient();
    await new Promise<void>((resolve, reject) => {
      const sent = token ? { ...headers, authorization: `Bearer ${token}` } : headers;
      client.request = get(url, { agent: false, headers: sent }, (response) => {
        client.status = response.statusCode ?? 0;
        for (const [name, value] of Object.entries(response.headers)) if (typeof value === 'string') client.headers.set(name, value);
        client.finished = client.read(response);
        resolve();
      });
      client.request.on('error', reject);
    });
    if (client.status >= 300) await client.finished;
    return client;
  }

  /** The parsed JSON body of a refused stream (4xx). */
  get error(): { statusCode: number; message: string } {
    return JSON.parse(this.raw);
  }

  private read(response: IncomingMessage): Promise<void> {
    let buffer = '';
    response.setEncoding('utf8');
    response.on('data', (text: string) => {
      this.raw += text;
      buffer += text;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        this.parse(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
      }
      this.wake();
    });
    return new Promise<void>((resolve) => {
      const done = () => {
        this.ended = true;
        this.wake();
        resolve();
      };
      response.on('end', done);
      response.on('close', done);
      response.on('error', done);
    });
  }

  private parse(block: string): void {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) this.comments.push(line.slice(1).trim());
      else if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trim());
    }
    if (data.length > 0) this.events.push({ event, data: JSON.parse(data.join('\n')) });
  }

  private wake(): void {
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** Waits until the condition holds on what arrived; fails after the timeout. */
  async until(condition: () => boolean, timeoutMs = 5000, what = 'the expected events'): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No ${what} within ${timeoutMs} ms; got ${JSON.stringify(this.events.map((e) => e.event))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Waits for the first event named `event` whose data matches, and returns its data. */
  async next(event: string, match: (data: any) => boolean = () => true, timeoutMs = 5000): Promise<any> {
    await this.until(() => this.events.some((received) => received.event === event && match(received.data)), timeoutMs, `"${event}" event`);
    return this.events.find((received) => received.event === event && match(received.data))!.data;
  }

  named(event: string): any[] {
    return this.events.filter((received) => received.event === event).map((received) => received.data);
  }

  async close(): Promise<void> {
    this.request?.destroy();
    await this.finished;
  }
}
