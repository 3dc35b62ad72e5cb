import { Controller, Get, Param, Post, Query } from '@nestjs/common';
import { z } from 'zod';
import {
  NotificationItemSchema,
  NotificationPageSchema,
  NotificationQuerySchema,
  UnreadCountSchema,
  UuidSchema,
} from '@vaultline/contracts';
import type {
  NotificationItem,
  NotificationPage,
  NotificationQuery,
  UnreadCount,
} from '@vaultline/contracts';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { BackgroundPoll } from '../../platform/http/access.decorator';
import { Contract } from '../../platform/http/contract.decorator';
import type { AuthContext } from '../users/auth-context';
import { NotificationsService } from './notifications.service';

const NotificationParams = z.strictObject({ id: UuidSchema });

/** The signed-in customer's own notifications: the list, the unread count, marking read. */
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @Contract({
    summary: 'Your notifications, newest first, 20 a page',
    query: NotificationQuerySchema,
    response: NotificationPageSchema,
  })
  list(
    @CurrentUser() auth: AuthContext,
    @Query() query: NotificationQuery,
  ): Promise<NotificationPage> {
    return this.notifications.page(auth.user.id, query.cursor);
  }

  @Get('unread-count')
  // The header asks every minute by itself: not the person's activity.
  @BackgroundPoll()
  @Contract({
    summary: 'How many of your notifications are unread (counted up to 100)',
    response: UnreadCountSchema,
  })
  unreadCount(@CurrentUser() auth: AuthContext): Promise<UnreadCount> {
    return this.notifications.unreadCount(auth.user.id);
  }

  @Post('read-all')
  @Contract({
    summary: 'Mark all your notifications read',
    response: UnreadCountSchema,
    status: 200,
  })
  readAll(@CurrentUser() auth: AuthContext): Promise<UnreadCount> {
    return this.notifications.markAllRead(auth.user.id);
  }

  @Post(':id/read')
  @Contract({
    summary: 'Mark one of your notifications read',
    params: NotificationParams,
    response: NotificationItemSchema,
    status: 200,
  })
  read(@CurrentUser() auth: AuthContext, @Param('id') id: string): Promise<NotificationItem> {
    return this.notifications.markRead(auth.user.id, id);
  }
}
