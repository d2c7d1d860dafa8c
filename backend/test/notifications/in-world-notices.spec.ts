import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { Notification } from '../../src/notifications/notification.entity';
import { NotificationsService } from '../../src/notifications/notifications.service';
import { User } from '../../src/users/user.entity';
import { createApiKey, liveBox } from '../in-world/in-world-support';
import { TestApp, type TestUser } from '../support/test-app';
import { waitFor } from '../support/wait';

/** A delivery box's HTTP-in URL, as llRequestURL would give it: records what the platform posts to it. */
class BoxUrl {
  readonly posts: unknown[] = [];
  private server: Server | null = null;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        this.posts.push(JSON.parse(body));
        response.writeHead(200).end('OK');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/cap/${randomUUID()}`;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/**
 * In-world notifications: with the switch on, the merchant's delivery box takes them with its poll (asking with
 * notices=1) and sends each to its owner as an instant message; a box with a URL is nudged to poll at once.
 */
describe('in-world notifications through the delivery box', () => {
  let t: TestApp;
  const urls: BoxUrl[] = [];

  beforeAll(async () => {
    // Box URLs here are local test servers; in production only Second Life simulators are accepted.
    t = await TestApp.start({ env: { BOX_URL_HOSTS: '127.0.0.1' } });
  });
  afterAll(async () => {
    await t.close();
    await Promise.all(urls.map((url) => url.stop()));
  });

  const notify = (user: TestUser, title: string, body = 'Something happened.') =>
    t.app.get(NotificationsService).notify({ userId: user.id, kind: 'product_low_stock', title, body });

  async function merchantWithBox(options: { url?: string } = {}) {
    const merchant = await t.makeUser();
    const apiKey = await createApiKey(t, merchant);
    const box = await liveBox(t, merchant, apiKey, { items: ['Red Dress'], ...options });
    const poll = async () => {
      const response = await t.request('GET', `/api/lsl/redeliveries/pending?box_id=${box.boxKey}&notices=1`, {
        headers: { 'x-api-key': apiKey, 'x-secondlife-object-key': box.script.object.objectKey },
      });
      expect(response.status).toBe(200);
      return response;
    };
    return { merchant, apiKey, box, poll };
  }

  it("hands the owner's notification to the box's poll once, as the text of an instant message", async () => {
    const { poll } = await merchantWithBox();
    // The API key made for the box is the first notification.
    const first = await poll();
    expect(first.body).toEqual({
      requests: [],
      notices: [
        expect.stringMatching(
          /^API key created: A new API key slv_[0-9a-f]+… was created for your account\. If you did not create it, revoke it in Settings → API\.$/,
        ),
      ],
    });
    expect(Buffer.byteLength(first.text)).toBeLessThanOrEqual(2048);

    expect((await poll()).body).toEqual({ requests: [] });
  });

  // A box script that does not read notices (before 2.1.0) asks without notices=1.
  it('keeps notices for a box that did not ask for them, and sends none when in-world notifications are off', async () => {
    const { merchant, box, poll } = await merchantWithBox();
    await poll();
    await notify(merchant, 'Low stock: Mesh Jacket');
    expect((await box.script.pending(box.boxKey)).body).toEqual({ requests: [] });
    expect((await poll()).body.notices).toEqual(['Low stock: Mesh Jacket: Something happened.']);

    await t.dataSource.getRepository(User).update({ id: merchant.id }, { inWorldNotifications: false });
    await notify(merchant, 'Sold out: Mesh Jacket');
    expect((await poll()).body).toEqual({ requests: [] });
    expect(await t.dataSource.getRepository(Notification).findOneByOrFail({ userId: merchant.id, title: 'Sold out: Mesh Jacket' })).toMatchObject({
      inWorldStatus: 'none',
    });
  });

  it("never hands a merchant's notices to another merchant's box", async () => {
    const mine = await merchantWithBox();
    const theirs = await merchantWithBox();
    await mine.poll();
    await theirs.poll();
    await notify(mine.merchant, 'Mine only');
    expect((await theirs.poll()).body).toEqual({ requests: [] });
    expect((await mine.poll()).body.notices).toEqual(['Mine only: Something happened.']);
  });

  it('fits as many as the 2048-byte answer holds, oldest first, and hands the rest to the next poll', async () => {
    const { merchant, poll } = await merchantWithBox();
    await poll();
    const long = 'é'.repeat(400);
    for (let index = 1; index <= 7; index += 1) await notify(merchant, `Notice ${index}`, long);

    const received: string[] = [];
    for (let round = 0; round < 4; round += 1) {
      const answer = await poll();
      expect(Buffer.byteLength(answer.text)).toBeLessThanOrEqual(2048);
      received.push(...(answer.body.notices ?? []));
    }
    expect(received.map((text) => text.split(':')[0])).toEqual(['Notice 1', 'Notice 2', 'Notice 3', 'Notice 4', 'Notice 5', 'Notice 6', 'Notice 7']);
    // Each notice is cut to 300 characters, one instant message.
    expect(received.every((text) => text.length === 300 && text.endsWith('…'))).toBe(true);
  });

  it('hands each notice to one box when two boxes poll at once', async () => {
    const { merchant, apiKey, poll } = await merchantWithBox();
    await poll();
    const second = await liveBox(t, merchant, apiKey, { items: ['Red Dress'] });
    for (let index = 1; index <= 4; index += 1) await notify(merchant, `Notice ${index}`);
    const pollSecond = () => t.request('GET', `/api/lsl/redeliveries/pending?box_id=${second.boxKey}&notices=1`, { headers: { 'x-api-key': apiKey } });

    const answers = await Promise.all([poll(), pollSecond(), poll(), pollSecond()]);
    const received = answers.flatMap((answer) => answer.body.notices ?? []);
    expect(received.sort()).toEqual([
      'Notice 1: Something happened.',
      'Notice 2: Something happened.',
      'Notice 3: Something happened.',
      'Notice 4: Something happened.',
    ]);
  });

  it('drops notices older than a day instead of reading them out late', async () => {
    const { merchant, poll } = await merchantWithBox();
    await poll();
    const old = await notify(merchant, 'Yesterday');
    await t.dataSource.getRepository(Notification).update({ id: old!.id }, { createdAt: new Date(Date.now() - 25 * 3600_000) });
    await notify(merchant, 'Today');
    expect((await poll()).body.notices).toEqual(['Today: Something happened.']);
    expect((await poll()).body).toEqual({ requests: [] });
  });

  it('nudges a box with a URL to poll at once', async () => {
    const url = await new BoxUrl().start();
    urls.push(url);
    const { merchant, poll } = await merchantWithBox({ url: url.url });
    await poll();
    const before = url.posts.length;
    await notify(merchant, 'Low stock: Mesh Jacket');
    await notify(merchant, 'Sold out: Mesh Jacket');
    await waitFor(() => url.posts.some((post, index) => index >= before && (post as { notices?: number }).notices === 1));
    expect((await poll()).body.notices).toEqual(['Low stock: Mesh Jacket: Something happened.', 'Sold out: Mesh Jacket: Something happened.']);
  });

  it('refuses a notices value other than 0 or 1 with a sentence', async () => {
    const { apiKey, box } = await merchantWithBox();
    const response = await t.request('GET', `/api/lsl/redeliveries/pending?box_id=${box.boxKey}&notices=yes`, { headers: { 'x-api-key': apiKey } });
    expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message: 'notices must be 1 (hand out notifications) or 0' });
  });
});
