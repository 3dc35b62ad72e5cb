import { Global, Module } from '@nestjs/common';
import { ThrottleService } from './throttle.service';

/** Counters in the database (the throttles table), for any module that must bound attempts. */
@Global()
@Module({ providers: [ThrottleService], exports: [ThrottleService] })
export class ThrottleModule {}
