import { RemoteRegistry1763800000001 } from './0001-remote-registry';

/** Every migration, in order. Run at boot on PGlite and PostgreSQL alike; never `synchronize`. */
export const MIGRATIONS = [RemoteRegistry1763800000001];
