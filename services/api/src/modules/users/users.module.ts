import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SESSION_LOOKUP } from '../../platform/auth/current-user.decorator';
import { User } from './user.entity';
import { UsersService } from './users.service';

/** People and their profile rows; answers the platform's session lookup (the guard's one read per request). */
@Module({
  imports: [TypeOrmModule.forFeature([User])],
  providers: [UsersService, { provide: SESSION_LOOKUP, useExisting: UsersService }],
  exports: [UsersService, SESSION_LOOKUP],
})
export class UsersModule {}
