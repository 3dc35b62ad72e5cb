import { RemoteEvent, RemoteLive, RemoteRelease } from '../remotes/remote-release.entity';

/** Every TypeORM entity of the API. */
export const ENTITIES = [RemoteRelease, RemoteLive, RemoteEvent];
