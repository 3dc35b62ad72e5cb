import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { UsersModule } from '../users/users.module';
import { Avatar } from './avatar.entity';
import { AvatarsController } from './avatars.controller';
import { EmailChangeWrites } from './email-change-writes.service';
import { EmailChangeController } from './email-change.controller';
import { EmailChange } from './email-change.entity';
import { EmailChangeService } from './email-change.service';
import { MeController } from './me.controller';
import { ProfileService } from './profile.service';

@Module({
  imports: [TypeOrmModule.forFeature([Avatar, EmailChange]), NotificationsModule, UsersModule],
  controllers: [MeController, AvatarsController, EmailChangeController],
  providers: [EmailChangeService, EmailChangeWrites, ProfileService],
})
export class ProfileModule {}
