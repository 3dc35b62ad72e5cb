import { Global, Module } from '@nestjs/common';
import { AccessTokensService } from './access-tokens.service';

/** Access-token mechanics; global because the access guard needs them everywhere. */
@Global()
@Module({ providers: [AccessTokensService], exports: [AccessTokensService] })
export class AuthModule {}
