import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { KycModule } from '../kyc/kyc.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { UsersModule } from '../users/users.module';
import { Avatar } from './avatar.entity';
import { AvatarsController } from './avatars.controller';
import { EmailChangeCancelMail } from './email-change-cancel-mail.service';
import { EmailChangeCancelService } from './email-change-cancel.service';
import { EmailChangeCodes } from './email-change-codes.service';
import { EmailChangeConfirmService } from './email-change-confirm.service';
import { EmailChangeLinks } from './email-change-links.service';
import { EmailChangeWrites } from './email-change-writes.service';
import { EmailChangeController } from './email-change.controller';
import { EmailChange } from './email-change.entity';
import { EmailChangeService } from './email-change.service';
import { MeController } from './me.controller';
import { ProfileService } from './profile.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([Avatar, EmailChange]),
    KycModule,
    NotificationsModule,
    UsersModule,
  ],
  controllers: [MeController, AvatarsController, EmailChangeController],
  providers: [
    EmailChangeService,
    EmailChangeConfirmService,
    EmailChangeCancelService,
    EmailChangeCancelMail,
    EmailChangeCodes,
    EmailChangeLinks,
    EmailChangeWrites,
    ProfileService,
  ],
})
export class ProfileModule {}
