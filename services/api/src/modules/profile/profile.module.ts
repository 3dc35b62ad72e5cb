import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module';
import { Avatar } from './avatar.entity';
import { AvatarsController } from './avatars.controller';
import { MeController } from './me.controller';
import { ProfileService } from './profile.service';

@Module({
  imports: [TypeOrmModule.forFeature([Avatar]), UsersModule],
  controllers: [MeController, AvatarsController],
  providers: [ProfileService],
})
export class ProfileModule {}
