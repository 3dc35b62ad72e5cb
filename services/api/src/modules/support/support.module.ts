import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { UsersModule } from '../users/users.module';
import { AdminSupportController } from './admin-support.controller';
import { SupportInboxService } from './support-inbox.service';
import { SupportMessageEntity, SupportRequestEntity } from './support-request.entity';
import { SupportController } from './support.controller';
import { SupportService } from './support.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([SupportRequestEntity, SupportMessageEntity]),
    UsersModule,
    NotificationsModule,
  ],
  controllers: [SupportController, AdminSupportController],
  providers: [SupportService, SupportInboxService],
  exports: [SupportService, SupportInboxService],
})
export class SupportModule {}
