import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module';
import { NotificationRow } from './notification.entity';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';

/**
 * Notices to customers: the in-app list with its unread count, and their emails through the mail
 * outbox. Other modules call NotificationsService.notify inside their own transactions.
 */
@Module({
  imports: [TypeOrmModule.forFeature([NotificationRow]), UsersModule],
  controllers: [NotificationsController],
  providers: [NotificationsService],
  exports: [NotificationsService],
})
export class NotificationsModule {}
