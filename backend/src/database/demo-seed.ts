import type { DataSource } from 'typeorm';
import type { LocalAuthService } from '../auth/local/local-auth.service';
import { User } from '../users/user.entity';

export const DEMO_ADMIN = { email: 'admin@demo.test', password: 'DemoAdmin123!', firstName: 'Ada', lastName: 'Admin' };
export const DEMO_MERCHANT = { email: 'merchant@demo.test', password: 'DemoMerchant123!', firstName: 'Mia', lastName: 'Merchant' };

/** Seeds, once, a demo admin and a demo merchant so a new user can sign in at once. */
export async function seedDemoData(dataSource: DataSource, localAuth: LocalAuthService): Promise<void> {
  const users = dataSource.getRepository(User);
  for (const [demo, role] of [
    [DEMO_ADMIN, 'admin'],
    [DEMO_MERCHANT, 'vendor'],
  ] as const) {
    const account = await localAuth.ensureAccount(demo.email, demo.password, demo.firstName, demo.lastName);
    const existing = await users.findOne({ where: { id: account.id } });
    if (!existing) {
      await users.insert({ id: account.id, email: demo.email, firstName: demo.firstName, lastName: demo.lastName, role });
    }
  }
}
