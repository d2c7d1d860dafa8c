import { Injectable } from '@nestjs/common';

import { PREFERENCE_OF } from './notification-kinds';
import { NotificationsRepository } from './notifications.repository';
import { escapeHtml } from './templates/layout';
import { SWITCH_NAMES } from './templates/notification-email';
import { UnsubscribeLinks } from './unsubscribe-links';

export const UNSUBSCRIBE_LINK_INVALID =
  'This unsubscribe link is not valid: open the whole link from the e-mail, or switch e-mails off in Settings → Notifications.';

export interface UnsubscribePage {
  status: number;
  html: string;
}

function page(title: string, message: string): string {
  return [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)} · SL Vendor Platform</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;max-width:560px;margin:48px auto;padding:0 16px;line-height:1.5">',
    `<h1 style="font-size:22px">${escapeHtml(title)}</h1>`,
    `<p>${escapeHtml(message)}</p>`,
    '</body></html>',
  ].join('\n');
}

/** The link at the bottom of every notification e-mail: switches that kind of e-mail off, no sign-in needed. */
@Injectable()
export class NotificationUnsubscribeService {
  constructor(
    private readonly links: UnsubscribeLinks,
    private readonly notifications: NotificationsRepository,
  ) {}

  async unsubscribe(token: string): Promise<UnsubscribePage> {
    const target = await this.links.verify(token);
    if (!target) return { status: 400, html: page('Link not valid', UNSUBSCRIBE_LINK_INVALID) };
    await this.notifications.switchEmailOff(target.userId, PREFERENCE_OF[target.category]);
    const name = SWITCH_NAMES[target.category];
    return {
      status: 200,
      html: page(`${name} are off`, `You will not get ${name.toLowerCase()} any more. You can switch them on again in Settings → Notifications.`),
    };
  }
}
