import { discordBody, isDiscordWebhookUrl } from './discord-message';
import { isPublicAddress } from './outbound-address';
import { GIVE_UP_AFTER_MS, nextAttemptAt, RETRY_DELAYS_SECONDS } from './webhook-dispatcher';
import { subscribes, WEBHOOK_SUBSCRIPTIONS } from './webhook-event-types';
import { signWebhook } from './webhook-signature';

describe('webhook rules', () => {
  it('calls public addresses only', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '172.32.0.1', '100.128.0.1']) {
      expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: true });
    }
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '0.0.0.0',
      '10.20.30.40',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.251',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not an address',
    ]) {
      expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: false });
    }
  });

  it('waits longer after each failure and gives up 3 days after the event', () => {
    const event = new Date('2026-11-30T12:00:00Z');
    const after = (attempts: number, now: Date) => (nextAttemptAt(attempts, event, now)!.getTime() - now.getTime()) / 1000;
    expect(RETRY_DELAYS_SECONDS.map((_, index) => after(index + 1, event))).toEqual([...RETRY_DELAYS_SECONDS]);
    expect(after(20, event)).toBe(10 * 3600);
    // The last try is at the 3-day mark; after it, none.
    const late = new Date(event.getTime() + GIVE_UP_AFTER_MS - 3600_000);
    expect(nextAttemptAt(9, event, late)).toEqual(new Date(event.getTime() + GIVE_UP_AFTER_MS));
    expect(nextAttemptAt(10, event, new Date(event.getTime() + GIVE_UP_AFTER_MS))).toBeNull();
  });

  it('hears an event type by its name or its family', () => {
    expect(subscribes(['redelivery.*'], 'redelivery.failed')).toBe(true);
    expect(subscribes(['sale.completed'], 'sale.refunded')).toBe(false);
    expect(subscribes(['price_mismatch'], 'price_mismatch')).toBe(true);
    expect(WEBHOOK_SUBSCRIPTIONS).toEqual(expect.arrayContaining(['sale.*', 'object.*', 'stock.*', 'payout.*', 'redelivery.*', 'delivery.*']));
    expect(WEBHOOK_SUBSCRIPTIONS).not.toContain('price_mismatch.*');
  });

  it("takes Discord's webhook addresses only for a Discord endpoint, and writes its events as messages naming nobody", () => {
    expect(isDiscordWebhookUrl('https://discord.com/api/webhooks/1234567890/AbC-d_E', [])).toBe(true);
    expect(isDiscordWebhookUrl('https://canary.discord.com/api/webhooks/1/x', [])).toBe(true);
    expect(isDiscordWebhookUrl('http://discord.com/api/webhooks/1/x', [])).toBe(false);
    expect(isDiscordWebhookUrl('https://discord.com.evil.example/api/webhooks/1/x', [])).toBe(false);
    expect(isDiscordWebhookUrl('https://discord.com/channels/1/2', [])).toBe(false);
    expect(isDiscordWebhookUrl('http://127.0.0.1:4000/x', ['http://127.0.0.1:4000'])).toBe(true);

    const sale = JSON.parse(
      discordBody('sale.completed', { transactionId: 7, amount: 1450, productName: 'Boots', buyerName: '@everyone *Ada*', region: 'Luna' }),
    );
    expect(sale).toEqual({
      username: 'SL Vendor Platform',
      content: '**New sale: L$1,450** Boots, bought by @everyone \\*Ada\\* in Luna (sale #7).',
      allowed_mentions: { parse: [] },
    });
    expect(JSON.parse(discordBody('stock.low', { title: 'Low stock: Boots', message: 'Only 3 left.' })).content).toBe('**Low stock: Boots**\nOnly 3 left.');
    expect(JSON.parse(discordBody('sale.refunded', { transactionId: 7, amount: 1450, refundedAmount: 450 })).content).toBe(
      '**Sale #7 refunded**: L$450 of L$1,450.',
    );
  });

  it('signs as Standard Webhooks does (its published test vector)', () => {
    // From the Standard Webhooks specification's reference libraries.
    const signature = signWebhook(['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'], 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}');
    expect(signature).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
    expect(signWebhook(['whsec_a', 'whsec_b'], 'id', 1, '{}').split(' ')).toHaveLength(2);
  });
});
