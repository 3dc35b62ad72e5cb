import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { UsersModule } from '../users/users.module';
import { AdminSupportController } from './admin-support.controller';
import { SupportAttachments } from './support-attachments.service';
import { SupportInboxService } from './support-inbox.service';
import {
  SupportAttachmentEntity,
  SupportAttachmentPlacementEntity,
  SupportMessageEntity,
  SupportRequestEntity,
} from './support-request.entity';
import { SupportController } from './support.controller';
import { SupportService } from './support.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      SupportRequestEntity,
      SupportMessageEntity,
      SupportAttachmentEntity,
      SupportAttachmentPlacementEntity,
    ]),
    UsersModule,
    NotificationsModule,
  ],
  controllers: [SupportController, AdminSupportController],
  providers: [SupportService, SupportInboxService, SupportAttachments],
  exports: [SupportService, SupportInboxService],
})
export class SupportModule {}
