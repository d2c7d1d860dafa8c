import { createHash, randomBytes } from 'node:crypto';

import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';

import { appBaseUrl } from '../../common/own-origin';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DomainEvents } from '../../event-bus/domain-events';
import { type MailMessage, MailService } from '../../mail/mail.service';
import type { User } from '../../users/user.entity';
import { UsersService } from '../../users/users.service';
import type {
  ChangeEmailDto,
  ChangePasswordDto,
  ForgotPasswordDto,
  LocalAccountDto,
  LocalSignInDto,
  LocalSignUpDto,
  ResetPasswordDto,
  VerifyEmailDto,
  VerifyEmailResultDto,
} from '../dto/local-auth.dto';
import type { AccountTokenPurpose } from './account-token.entity';
import type { LocalAccount } from './local-account.entity';
import { LocalAccountsRepository, type TokenRefusal } from './local-accounts.repository';
import { LocalKeysService } from './local-keys.service';
import { hashPassword, verifyPassword } from './password-hash';
import { type SignInAttempt, SignInLimiter, TooManySignInFailuresException } from './sign-in-limit';
import { emailChangedEmail, emailChangeEmail, passwordChangedEmail, passwordResetEmail, verificationEmail } from './templates/account-emails';

// Compared against when the email is unknown, so both paths take the same time.
const DUMMY_HASH = 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

const HOUR_MS = 3600_000;
/** A reset link works for 1 hour; a verification or change-of-address link for 24. */
const LIFETIME_MS: Record<AccountTokenPurpose, number> = { reset_password: HOUR_MS, verify_email: 24 * HOUR_MS, change_email: 24 * HOUR_MS };
/** At most one e-mail of a kind per account a minute, so nobody can flood a mailbox through these forms. */
const RESEND_GAP_MS = 60_000;

export const FORGOT_PASSWORD_ANSWER = 'If an account uses this address, we sent it a link to choose a new password. The link works once, within 1 hour.';
const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';
/** The right password for an account an administrator deactivated. */
export const SIGN_IN_DEACTIVATED = "This account has been deactivated. Contact the platform's administrators.";

const REFUSALS: Record<'reset' | 'verify', Record<TokenRefusal, string>> = {
  reset: {
    unknown: 'This reset link is not valid. Ask for a new one with "Forgot password?".',
    used: 'This reset link has already been used. Ask for a new one with "Forgot password?".',
    expired: 'This reset link has expired (links work for 1 hour). Ask for a new one with "Forgot password?".',
  },
  verify: {
    unknown: 'This verification link is not valid. Ask for a new one in Settings → Security.',
    used: 'This verification link has already been used.',
    expired: 'This verification link has expired (links work for 24 hours). Ask for a new one in Settings → Security.',
  },
};

function sha256(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function fieldError(field: string, message: string): BadRequestException {
  return new BadRequestException({ message, fieldErrors: { [field]: [message] } });
}

/** The built-in identity provider: accounts, passwords, e-mailed links (docs/product.md, Accounts). */
@Injectable()
export class LocalAuthService {
  private readonly logger = new Logger('LocalAuth');

  constructor(
    private readonly accounts: LocalAccountsRepository,
    private readonly keys: LocalKeysService,
    private readonly domainEvents: DomainEvents,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly limiter: SignInLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async signUp(dto: LocalSignUpDto): Promise<string> {
    const email = dto.email.toLowerCase();
    const passwordHash = await hashPassword(dto.password);
    const account = await this.accounts.insertIfEmailFree({ email, passwordHash, firstName: dto.firstName, lastName: dto.lastName });
    if (!account) throw new ConflictException('An account with this email already exists.');
    // The user row exists from the start, so revoking its sessions later always has a row to write to.
    await this.users.syncFromClaims({ sub: account.id, ...this.claimsOf(account) });
    const link = await this.newLink(account, 'verify_email', email);
    this.sendInBackground(verificationEmail(email, account.firstName, this.url('/verify-email', link)));
    return this.tokenFor(account);
  }

  async signIn(dto: LocalSignInDto, address: string | undefined): Promise<string> {
    const email = dto.email.toLowerCase();
    const attempt = await this.beginAttempt(email, address);
    let account: LocalAccount | null;
    let valid: boolean;
    try {
      account = await this.accounts.findByEmail(email);
      valid = await verifyPassword(dto.password, account?.passwordHash ?? DUMMY_HASH);
    } catch (error) {
      await attempt.abandoned();
      throw error;
    }
    if (!account || !valid) {
      await this.domainEvents.publish({
        userId: account?.id ?? null,
        type: 'sign_in_failed',
        description: `Failed sign-in for ${email}`,
        metadata: { email, knownAccount: Boolean(account) },
        ...(account ? { targetType: 'user', targetId: account.id } : {}),
      });
      throw new UnauthorizedException('Invalid email or password.');
    }
    await attempt.succeeded();
    if (await this.users.isDeactivated(account.id)) {
      await this.domainEvents.publish({
        userId: account.id,
        type: 'sign_in_failed',
        description: `Sign-in refused for ${email}: the account is deactivated`,
        metadata: { email, knownAccount: true, reason: 'deactivated' },
        targetType: 'user',
        targetId: account.id,
      });
      throw new ForbiddenException(SIGN_IN_DEACTIVATED);
    }
    await this.domainEvents.publish({ userId: account.id, type: 'sign_in', description: `Signed in: ${email}`, targetType: 'user', targetId: account.id });
    return this.tokenFor(account);
  }

  async account(user: User): Promise<LocalAccountDto> {
    const account = await this.accountOf(user);
    return {
      email: account.email,
      emailVerified: account.emailVerifiedAt !== null,
      pendingEmail: await this.accounts.pendingEmailChange(account.id, new Date()),
    };
  }

  /** Checks the current password, sets the new one, and signs out every other session; answers this session's new token. */
  async changePassword(user: User, dto: ChangePasswordDto, address: string | undefined): Promise<string> {
    const account = await this.accountOf(user);
    await this.checkCurrentPassword(account, dto.currentPassword, address);
    if (dto.newPassword === dto.currentPassword) throw fieldError('newPassword', 'The new password must be different from the current one.');
    const passwordHash = await hashPassword(dto.newPassword);
    const at = new Date();
    await this.accounts.transaction(async (manager) => {
      await this.accounts.setPassword(account.id, passwordHash, manager);
      await this.users.revokeSessions(account.id, at, manager);
      await this.domainEvents.publish(
        { userId: account.id, type: 'password_changed', description: `Password changed: ${account.email}`, targetType: 'user', targetId: account.id },
        manager,
      );
    });
    this.sendInBackground(passwordChangedEmail(account.email, account.firstName));
    return this.tokenFor(account, at);
  }

  /**
   * The same answer, after the same work, whether or not an account uses the address: one look-up, then the answer.
   * For an account, the link is made, recorded and e-mailed after the answer, so the time taken tells nothing either.
   */
  async forgotPassword(dto: ForgotPasswordDto): Promise<string> {
    const email = dto.email.toLowerCase();
    const account = await this.accounts.findByEmail(email);
    if (account) {
      this.sendResetLink(account, email).catch((error: Error) => {
        this.logger.error({ msg: 'Could not send a password reset link', err: error.message });
      });
    }
    return FORGOT_PASSWORD_ANSWER;
  }

  private async sendResetLink(account: LocalAccount, email: string): Promise<void> {
    if (await this.sentRecently(account.id, 'reset_password')) return;
    const link = await this.newLink(account, 'reset_password', email);
    await this.domainEvents.publish({
      userId: account.id,
      type: 'password_reset_requested',
      description: `Password reset link sent to ${email}`,
      targetType: 'user',
      targetId: account.id,
    });
    this.sendInBackground(passwordResetEmail(email, account.firstName, this.url('/reset-password', link)));
  }

  /** Spends the link, sets the password, signs out every session and answers a token for a new one. */
  async resetPassword(dto: ResetPasswordDto): Promise<string> {
    // Hashed before the link is looked at, so a wrong link costs the same time as a right one.
    const passwordHash = await hashPassword(dto.password);
    const at = new Date();
    const outcome = await this.accounts.transaction(async (manager) => {
      const token = await this.accounts.spendToken(sha256(dto.token), ['reset_password'], at, manager);
      if (typeof token === 'string') return token;
      await this.accounts.setPassword(token.accountId, passwordHash, manager);
      await this.accounts.spendOpenTokens(token.accountId, ['reset_password'], at, manager);
      const account = (await this.accounts.findById(token.accountId, manager))!;
      // The link reached the account's mailbox: that verifies the address too.
      const verifies = account.emailVerifiedAt === null && token.email === account.email;
      if (verifies) await this.accounts.markVerified(account.id, account.email, at, manager);
      await this.users.revokeSessions(account.id, at, manager);
      await this.domainEvents.publish(
        {
          userId: account.id,
          type: 'password_reset',
          description: `Password reset by e-mail link: ${account.email}`,
          targetType: 'user',
          targetId: account.id,
        },
        manager,
      );
      return { ...account, emailVerifiedAt: verifies ? at : account.emailVerifiedAt };
    });
    if (typeof outcome === 'string') throw new BadRequestException(REFUSALS.reset[outcome]);
    await this.limiter.clearAccount(outcome.email);
    await this.users.syncFromClaims({ sub: outcome.id, ...this.claimsOf(outcome) });
    this.sendInBackground(passwordChangedEmail(outcome.email, outcome.firstName));
    return this.tokenFor(outcome, at);
  }

  /** Opens a verification or change-of-address link. `caller` is the signed-in user of this browser, if any. */
  async verifyEmail(dto: VerifyEmailDto, caller: User | null): Promise<VerifyEmailResultDto> {
    const at = new Date();
    const outcome = await this.accounts.transaction(async (manager) => {
      const token = await this.accounts.spendToken(sha256(dto.token), ['verify_email', 'change_email'], at, manager);
      if (typeof token === 'string') return { refusal: REFUSALS.verify[token] };
      const account = (await this.accounts.findById(token.accountId, manager))!;
      if (token.purpose === 'verify_email') {
        if (token.email !== account.email) return { refusal: 'This link was sent to an address your account no longer uses.' };
        await this.accounts.markVerified(account.id, account.email, at, manager);
        await this.domainEvents.publish(
          {
            userId: account.id,
            type: 'email_verified',
            description: `E-mail address verified: ${account.email}`,
            targetType: 'user',
            targetId: account.id,
          },
          manager,
        );
        return { account: { ...account, emailVerifiedAt: at }, previousEmail: null };
      }
      if (!(await this.accounts.changeEmail(account.id, token.email, at, manager))) {
        return { refusal: 'Another account signs in with this address now, so your address was not changed.' };
      }
      await this.accounts.spendOpenTokens(account.id, ['verify_email', 'change_email'], at, manager);
      // Tokens carry the address: those issued before the change must not bring the old one back.
      await this.users.revokeSessions(account.id, at, manager);
      await this.domainEvents.publish(
        {
          userId: account.id,
          type: 'email_changed',
          description: `E-mail address changed from ${account.email} to ${token.email}`,
          targetType: 'user',
          targetId: account.id,
          metadata: { from: account.email, to: token.email },
        },
        manager,
      );
      return { account: { ...account, email: token.email, emailVerifiedAt: at }, previousEmail: account.email };
    });
    if ('refusal' in outcome) throw new BadRequestException(outcome.refusal);
    const { account, previousEmail } = outcome;
    // Applies the verified address to the user (and ADMIN_EMAILS, which needs a verified address).
    await this.users.syncFromClaims({ sub: account.id, ...this.claimsOf(account) });
    if (previousEmail === null) {
      return { email: account.email, emailChanged: false, message: `Thank you: ${account.email} is verified.` };
    }
    this.sendInBackground(emailChangedEmail(previousEmail, account.firstName, account.email));
    const result: VerifyEmailResultDto = {
      email: account.email,
      emailChanged: true,
      message: `Your account now signs in with ${account.email}. Other sessions were signed out.`,
    };
    if (caller?.id === account.id) result.token = this.tokenFor(account, at);
    return result;
  }

  async resendVerification(user: User): Promise<string> {
    const account = await this.accountOf(user);
    if (account.emailVerifiedAt) throw new ConflictException('Your e-mail address is already verified.');
    await this.refuseIfSentRecently(account.id, 'verify_email');
    await this.accounts.transaction((manager) => this.accounts.spendOpenTokens(account.id, ['verify_email'], new Date(), manager));
    const link = await this.newLink(account, 'verify_email', account.email);
    await this.sendNow(verificationEmail(account.email, account.firstName, this.url('/verify-email', link)));
    return `We sent a new verification link to ${account.email}.`;
  }

  /** Sends a link to the new address; the address changes only when that link is opened. */
  async changeEmail(user: User, dto: ChangeEmailDto, address: string | undefined): Promise<string> {
    const account = await this.accountOf(user);
    await this.checkCurrentPassword(account, dto.currentPassword, address);
    const newEmail = dto.newEmail.toLowerCase();
    if (newEmail === account.email) throw fieldError('newEmail', 'This is already your e-mail address.');
    if (await this.accounts.emailTaken(newEmail)) {
      throw new ConflictException({
        message: 'An account with this email already exists.',
        fieldErrors: { newEmail: ['An account with this email already exists.'] },
      });
    }
    await this.refuseIfSentRecently(account.id, 'change_email');
    // Only the newest link of a change works.
    await this.accounts.transaction((manager) => this.accounts.spendOpenTokens(account.id, ['change_email'], new Date(), manager));
    const link = await this.newLink(account, 'change_email', newEmail);
    await this.domainEvents.publish({
      userId: account.id,
      type: 'email_change_requested',
      description: `E-mail change to ${newEmail} asked for; link sent to the new address`,
      targetType: 'user',
      targetId: account.id,
      metadata: { to: newEmail },
    });
    await this.sendNow(emailChangeEmail(newEmail, account.firstName, account.email, this.url('/verify-email', link)));
    return `We sent a link to ${newEmail}. Your address changes when you open it.`;
  }

  /** Creates the account unless its email is taken, verified; used by the demo seed. */
  async ensureAccount(email: string, password: string, firstName: string, lastName: string): Promise<LocalAccount> {
    const existing = await this.accounts.findByEmail(email);
    if (existing) return existing;
    const account = await this.accounts.insertIfEmailFree({
      email,
      passwordHash: await hashPassword(password),
      firstName,
      lastName,
      emailVerifiedAt: new Date(),
    });
    return account ?? (await this.accounts.findByEmail(email))!;
  }

  async removeAccount(id: string): Promise<void> {
    await this.accounts.delete(id);
  }

  private claimsOf(account: Pick<LocalAccount, 'email' | 'firstName' | 'lastName' | 'emailVerifiedAt'>) {
    return {
      email: account.email,
      given_name: account.firstName,
      family_name: account.lastName,
      email_verified: account.emailVerifiedAt !== null,
    };
  }

  /** A token for the account; `after` a revocation, its issue time is later than the revocation's. */
  private tokenFor(account: Pick<LocalAccount, 'id' | 'email' | 'firstName' | 'lastName' | 'emailVerifiedAt'>, after?: Date): string {
    const issuedAtMs = Math.max(Date.now(), (after?.getTime() ?? 0) + 1);
    return this.keys.sign(account.id, { ...this.claimsOf(account), iat_ms: issuedAtMs });
  }

  private async accountOf(user: User): Promise<LocalAccount> {
    const account = await this.accounts.findById(user.id);
    if (!account) throw new NotFoundException('This account does not sign in with an e-mail and password.');
    return account;
  }

  private async beginAttempt(email: string, address: string | undefined): Promise<SignInAttempt> {
    try {
      return await this.limiter.begin(email, address);
    } catch (error) {
      if (error instanceof TooManySignInFailuresException) {
        await this.domainEvents.publish({
          userId: null,
          type: 'sign_in_failed',
          description: `Sign-in refused for ${email}: too many failed attempts`,
          metadata: { email, reason: 'too_many_failures' },
        });
      }
      throw error;
    }
  }

  /** A wrong current password counts as a failed sign-in of the account (and the address). */
  private async checkCurrentPassword(account: LocalAccount, password: string, address: string | undefined): Promise<void> {
    const attempt = await this.beginAttempt(account.email, address);
    let valid: boolean;
    try {
      valid = await verifyPassword(password, account.passwordHash);
    } catch (error) {
      await attempt.abandoned();
      throw error;
    }
    if (!valid) {
      await this.domainEvents.publish({
        userId: account.id,
        type: 'sign_in_failed',
        description: `Wrong current password for ${account.email}`,
        metadata: { email: account.email, knownAccount: true },
        targetType: 'user',
        targetId: account.id,
      });
      throw fieldError('currentPassword', WRONG_CURRENT_PASSWORD);
    }
    await attempt.succeeded();
  }

  private async newLink(account: LocalAccount, purpose: AccountTokenPurpose, email: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.accounts.saveToken({ accountId: account.id, purpose, tokenHash: sha256(token), email, expiresAt: new Date(Date.now() + LIFETIME_MS[purpose]) });
    return token;
  }

  private async sentRecently(accountId: string, purpose: AccountTokenPurpose): Promise<boolean> {
    const last = await this.accounts.lastTokenAt(accountId, purpose);
    return last !== null && Date.now() - last.getTime() < RESEND_GAP_MS;
  }

  private async refuseIfSentRecently(accountId: string, purpose: AccountTokenPurpose): Promise<void> {
    if (await this.sentRecently(accountId, purpose)) {
      throw new HttpException(
        'We sent a link less than a minute ago. Check your inbox (and spam folder), or try again in a minute.',
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
  }

  /** Links point at PUBLIC_URL, else at one of this server's own addresses (never at a Host header a caller made up). */
  private url(path: string, token: string): string {
    return `${appBaseUrl(this.config)}${path}?token=${token}`;
  }

  private async sendNow(message: MailMessage): Promise<void> {
    try {
      await this.mail.send(message);
    } catch (error) {
      this.logger.error({ msg: 'Could not send an account e-mail', subject: message.subject, err: (error as Error).message });
      throw new ServiceUnavailableException('We could not send the e-mail right now. Please try again in a few minutes.');
    }
  }

  /** For answers that must not wait for, or reveal, the sending (sign-up, forgot password, notices). */
  private sendInBackground(message: MailMessage): void {
    this.mail.send(message).catch((error: Error) => {
      this.logger.error({ msg: 'Could not send an account e-mail', subject: message.subject, err: error.message });
    });
  }
}
