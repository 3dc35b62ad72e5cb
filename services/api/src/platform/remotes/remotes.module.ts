import { Global, Module } from '@nestjs/common';
import { AdminReleasesController } from './admin-releases.controller';
import { CredentialsController } from './credentials.controller';
import { ReleaseCredentialsService } from './release-credentials.service';
import { ReleaseLifecycleService } from './release-lifecycle.service';
import { RemotesController } from './remotes.controller';
import { RemotesService } from './remotes.service';

/** Remote releases and the credentials to release them; global because the access guard authenticates credentials everywhere. */
@Global()
@Module({
  controllers: [RemotesController, CredentialsController, AdminReleasesController],
  providers: [RemotesService, ReleaseLifecycleService, ReleaseCredentialsService],
  exports: [RemotesService, ReleaseCredentialsService],
})
export class RemotesModule {}
