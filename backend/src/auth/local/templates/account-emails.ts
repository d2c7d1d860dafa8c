import type { MailMessage } from '../../../mail/mail.service';

const PRODUCT = 'SL Vendor Platform';

/** Text put into HTML, so a name like "<b>Ava</b>" shows as typed. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

interface Letter {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** A button in HTML, the bare address in text. */
  action?: { label: string; url: string };
  after?: string[];
}

/** Every account e-mail has the same plain layout: a greeting, a few sentences, at most one link. */
function compose({ to, subject, greeting, paragraphs, action, after = [] }: Letter): MailMessage {
  const textBlocks = [greeting, ...paragraphs, ...(action ? [action.url] : []), ...after, `— ${PRODUCT}`];
  const htmlBlocks = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(action
      ? [
          `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#1976d2;color:#ffffff;border-radius:4px;text-decoration:none">${escapeHtml(action.label)}</a></p>`,
          `<p style="color:#666666;font-size:13px">Or copy this address into your browser: ${escapeHtml(action.url)}</p>`,
        ]
      : []),
    ...after.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p style="color:#666666">— ${PRODUCT}</p>`,
  ];
  return {
    to,
    subject,
    text: `${textBlocks.join('\n\n')}\n`,
    html: `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222222">${htmlBlocks.join('')}</body></html>`,
  };
}

const hello = (firstName: string) => `Hello ${firstName},`;

export function verificationEmail(to: string, firstName: string, url: string): MailMessage {
  return compose({
    to,
    subject: `Verify your e-mail address for ${PRODUCT}`,
    greeting: hello(firstName),
    paragraphs: [`Please confirm that ${to} is your e-mail address. The link works once, within 24 hours.`],
    action: { label: 'Verify my e-mail address', url },
    after: ['Until then you can use the platform as usual. If you did not create an account, you can ignore this e-mail.'],
  });
}

export function emailChangeEmail(to: string, firstName: string, currentEmail: string, url: string): MailMessage {
  return compose({
    to,
    subject: `Confirm your new e-mail address for ${PRODUCT}`,
    greeting: hello(firstName),
    paragraphs: [
      `You asked to sign in with ${to} instead of ${currentEmail}. Open the link to confirm; it works once, within 24 hours.`,
      'Your address changes only when you open it, and you then sign in with the new address.',
    ],
    action: { label: 'Confirm my new address', url },
    after: [`If you did not ask for this, ignore this e-mail: your address stays ${currentEmail}.`],
  });
}

export function passwordResetEmail(to: string, firstName: string, url: string): MailMessage {
  return compose({
    to,
    subject: `Reset your ${PRODUCT} password`,
    greeting: hello(firstName),
    paragraphs: ['Someone asked to reset the password of your account. Open the link to choose a new one: it works once, within 1 hour.'],
    action: { label: 'Choose a new password', url },
    after: ['If you did not ask for this, ignore this e-mail: your password stays as it is.'],
  });
}

export function passwordChangedEmail(to: string, firstName: string): MailMessage {
  return compose({
    to,
    subject: `Your ${PRODUCT} password was changed`,
    greeting: hello(firstName),
    paragraphs: [
      'The password of your account was just changed, and every other session was signed out.',
      'If this was not you, reset your password at once with "Forgot password?" on the sign-in page.',
    ],
  });
}

export function emailChangedEmail(to: string, firstName: string, newEmail: string): MailMessage {
  return compose({
    to,
    subject: `Your ${PRODUCT} e-mail address was changed`,
    greeting: hello(firstName),
    paragraphs: [
      `Your account now signs in with ${newEmail} instead of this address, and your other sessions were signed out.`,
      'If this was not you, contact the platform administrators.',
    ],
  });
}
