import { Global, Module } from '@nestjs/common';

import { MailService } from './mail.service';

/** Outgoing e-mail for every module (account links, notifications). */
@Global()
@Module({ providers: [MailService], exports: [MailService] })
export class MailModule {}
