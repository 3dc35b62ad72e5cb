import { Module } from '@nestjs/common';
import { AdminsController } from './admins.controller';
import { UsersService } from './users.service';

@Module({ controllers: [AdminsController], providers: [UsersService], exports: [UsersService] })
export class UsersModule {}
