import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ThrottleRetention } from './throttle-retention';
import { Throttle } from './throttle.entity';
import { ThrottleService } from './throttle.service';

/** Counters in the database (the throttles table), for any module that must bound attempts. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([Throttle])],
  providers: [ThrottleService, ThrottleRetention],
  exports: [ThrottleService],
})
export class ThrottleModule {}
