import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminReleasesController } from './admin-releases.controller';
import { CredentialsController } from './credentials.controller';
import { PrerenderedPages } from './prerendered-pages';
import { ReleaseCredential } from './release-credential.entity';
import { ReleaseCredentialsService } from './release-credentials.service';
import { ReleaseLifecycleService } from './release-lifecycle.service';
import { RemoteRelease, RemoteReleaseState } from './remote-release.entity';
import { RemotesController } from './remotes.controller';
import { RemotesService } from './remotes.service';

/** Remote releases and the credentials to release them; global because the access guard authenticates credentials everywhere. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([RemoteRelease, RemoteReleaseState, ReleaseCredential])],
  controllers: [RemotesController, CredentialsController, AdminReleasesController],
  providers: [RemotesService, ReleaseLifecycleService, ReleaseCredentialsService, PrerenderedPages],
  exports: [RemotesService, ReleaseCredentialsService, PrerenderedPages],
})
export class RemotesModule {}
