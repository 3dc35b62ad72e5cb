import { Global, Module } from '@nestjs/common';
import { MailOutboxService } from './mail-outbox.service';
import { MailService } from './mail.service';

@Global()
@Module({ providers: [MailService, MailOutboxService], exports: [MailService, MailOutboxService] })
export class MailModule {}
