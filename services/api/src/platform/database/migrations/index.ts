import { RemoteRegistry1763800000001 } from './0001-remote-registry';
import { Identity1763800000002 } from './0002-identity';

/** Every migration, in order. Run at boot on PGlite and PostgreSQL alike; never `synchronize`. */
export const MIGRATIONS = [RemoteRegistry1763800000001, Identity1763800000002];
