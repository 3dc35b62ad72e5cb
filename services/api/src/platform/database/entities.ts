import { Avatar } from '../../modules/profile/avatar.entity';
import { User } from '../../modules/users/user.entity';
import { ReleaseCredential } from '../remotes/release-credential.entity';
import { RemoteRelease, RemoteReleaseState } from '../remotes/remote-release.entity';

/** Every TypeORM entity of the API. */
export const ENTITIES = [RemoteRelease, RemoteReleaseState, ReleaseCredential, User, Avatar];
