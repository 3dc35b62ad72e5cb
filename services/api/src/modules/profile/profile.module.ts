import { Module } from '@nestjs/common';
import { AuthModule } from '../../platform/auth/auth.module';
import { UsersModule } from '../users/users.module';
import { AvatarsController } from './avatars.controller';
import { MeController } from './me.controller';
import { ProfileService } from './profile.service';

@Module({
  imports: [AuthModule, UsersModule],
  controllers: [MeController, AvatarsController],
  providers: [ProfileService],
})
export class ProfileModule {}
