import { ConflictException, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ActivitiesService } from '../../activities/activities.service';
import type { LocalSignInDto, LocalSignUpDto } from '../dto/local-auth.dto';
import { LocalAccount } from './local-account.entity';
import { LocalKeysService } from './local-keys.service';
import { hashPassword, verifyPassword } from './password-hash';

// Compared against when the email is unknown, so both paths take the same time.
const DUMMY_HASH = 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

@Injectable()
export class LocalAuthService {
  constructor(
    @InjectRepository(LocalAccount) private readonly accounts: Repository<LocalAccount>,
    private readonly keys: LocalKeysService,
    private readonly activities: ActivitiesService,
  ) {}

  async signUp(dto: LocalSignUpDto): Promise<string> {
    const email = dto.email.toLowerCase();
    const passwordHash = await hashPassword(dto.password);
    const inserted = await this.accounts
      .createQueryBuilder()
      .insert()
      .values({ email, passwordHash, firstName: dto.firstName, lastName: dto.lastName })
      .orIgnore()
      .returning('*')
      .execute();
    const account = inserted.generatedMaps[0] as LocalAccount | undefined;
    if (!account?.id) throw new ConflictException('An account with this email already exists.');
    return this.tokenFor({ ...account, email, firstName: dto.firstName, lastName: dto.lastName });
  }

  async signIn(dto: LocalSignInDto): Promise<string> {
    const email = dto.email.toLowerCase();
    const account = await this.accounts.findOne({ where: { email } });
    const valid = await verifyPassword(dto.password, account?.passwordHash ?? DUMMY_HASH);
    if (!account || !valid) {
      await this.activities.record({
        userId: account?.id ?? null,
        activityType: 'sign_in_failed',
        description: `Failed sign-in for ${email}`,
        metadata: { email, knownAccount: Boolean(account) },
        ...(account ? { targetType: 'user', targetId: account.id } : {}),
      });
      throw new UnauthorizedException('Invalid email or password.');
    }
    await this.activities.record({ userId: account.id, activityType: 'sign_in', description: `Signed in: ${email}`, targetType: 'user', targetId: account.id });
    return this.tokenFor(account);
  }

  /** Creates the account unless its email is taken; used by the demo seed. */
  async ensureAccount(email: string, password: string, firstName: string, lastName: string): Promise<LocalAccount> {
    const existing = await this.accounts.findOne({ where: { email } });
    if (existing) return existing;
    return this.accounts.save(this.accounts.create({ email, passwordHash: await hashPassword(password), firstName, lastName }));
  }

  async removeAccount(id: string): Promise<void> {
    await this.accounts.delete({ id });
  }

  private tokenFor(account: Pick<LocalAccount, 'id' | 'email' | 'firstName' | 'lastName'>): string {
    return this.keys.sign(account.id, {
      email: account.email,
      given_name: account.firstName,
      family_name: account.lastName,
    });
  }
}
