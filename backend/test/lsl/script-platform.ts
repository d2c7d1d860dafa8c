import type * as InWorldSupport from '../in-world/in-world-support';
import type { Factories } from '../support/factories';
import type { TestApp } from '../support/test-app';

/** An HTTP request a simulated script made (lsl-region.ts, box-region.ts). */
export interface ScriptRequest {
  method: string;
  url: string;
  body: string;
}

/** A script in a simulated region: the requests it waits on, and how an answer reaches it. */
export interface SimulatedScript<Request extends ScriptRequest> {
  requests: Request[];
  answer(request: Request, status: number, body: string): void;
}

export interface ScriptPlatform {
  /** The app, its in-world test helpers and factories, once the describe block's beforeAll has run. */
  t: TestApp;
  support: typeof InWorldSupport;
  make: Factories;
  /** Carries the script's requests to the platform and the answers back, as the simulator does, until none is left. */
  exchange<Request extends ScriptRequest>(script: SimulatedScript<Request>, object: InWorldSupport.SimulatedObject, rounds?: number): Promise<void>;
}

/**
 * The real platform for scripts run in a simulated region, started for the describe block that calls this: every
 * request a script makes goes to the API over HTTP with the headers Second Life adds, and the answer goes back to it.
 */
export function scriptPlatform(env: Record<string, string> = {}): ScriptPlatform {
  const platform = {
    async exchange(script, object, rounds = 10) {
      const { t, support } = platform;
      for (let round = 0; round < rounds && script.requests.length > 0; round++) {
        for (const request of [...script.requests]) {
          expect(request.url.startsWith(t.baseUrl)).toBe(true);
          const response = await t.request(request.method, request.url.slice(t.baseUrl.length), {
            rawBody: request.method === 'GET' ? undefined : request.body,
            headers: support.simulatorHeaders(object),
          });
          script.answer(request, response.status, response.text);
        }
      }
    },
  } as ScriptPlatform;

  // The whole application is compiled inside this hook, so a simulation beside it in the file does not wait for it (or
  // depend on it); the hook gets the time a busy machine needs.
  beforeAll(async () => {
    const { TestApp: App } = await import('../support/test-app');
    const { factories } = await import('../support/factories');
    platform.support = await import('../in-world/in-world-support');
    platform.t = await App.start({ env });
    platform.make = factories(platform.t.dataSource);
  }, 180_000);
  afterAll(() => platform.t?.close());
  return platform;
}
