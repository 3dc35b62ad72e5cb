import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { UsersModule } from '../users/users.module';
import { Avatar } from './avatar.entity';
import { AvatarsController } from './avatars.controller';
import { MeController } from './me.controller';
import { ProfileService } from './profile.service';

@Module({
  imports: [TypeOrmModule.forFeature([Avatar]), NotificationsModule, UsersModule],
  controllers: [MeController, AvatarsController],
  providers: [ProfileService],
})
export class ProfileModule {}
