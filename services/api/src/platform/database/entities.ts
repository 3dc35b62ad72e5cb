import { Avatar } from '../../modules/profile/avatar.entity';
import { User } from '../../modules/users/user.entity';
import { RemoteEvent, RemoteLive, RemoteRelease } from '../remotes/remote-release.entity';

/** Every TypeORM entity of the API. */
export const ENTITIES = [RemoteRelease, RemoteLive, RemoteEvent, User, Avatar];
