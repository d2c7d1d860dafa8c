import { hmacBase64, orderMessage, signOrder } from './order-signature';

describe('payout order signatures', () => {
  const order = { kind: 'partner' as const, id: 88, attempt: 2, avatarKey: 'A2E76FCD-9360-4F6D-A924-000000000001', amount: 150, expires: 1_796_000_000 };

  it('signs the kind and the fields joined by "|" in the order the script joins them, the avatar key in lower case', () => {
    expect(orderMessage(order)).toBe('partner|88|2|a2e76fcd-9360-4f6d-a924-000000000001|150|1796000000');
    expect(orderMessage({ ...order, kind: 'refund' })).toBe('refund|88|2|a2e76fcd-9360-4f6d-a924-000000000001|150|1796000000');
  });

  it('is HMAC-SHA256 in Base64 (RFC 4231, test case 2)', () => {
    const expected = Buffer.from('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843', 'hex').toString('base64');
    expect(hmacBase64('Jefe', 'what do ya want for nothing?')).toBe(expected);
    expect(signOrder('Jefe', order)).toBe(hmacBase64('Jefe', 'partner|88|2|a2e76fcd-9360-4f6d-a924-000000000001|150|1796000000'));
  });

  it('changes with every field and with the secret', () => {
    const signature = signOrder('s'.repeat(64), order);
    expect(signature).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    for (const changed of [
      { kind: 'refund' as const },
      { id: 89 },
      { attempt: 3 },
      { avatarKey: 'a2e76fcd-9360-4f6d-a924-000000000002' },
      { amount: 151 },
      { expires: 1_796_000_001 },
    ]) {
      expect(signOrder('s'.repeat(64), { ...order, ...changed })).not.toBe(signature);
    }
    expect(signOrder('t'.repeat(64), order)).not.toBe(signature);
  });
});
