import type { AuthContext as PlatformAuthContext } from '../../platform/auth/current-user.decorator';
import type { User } from './user.entity';

/** The signed-in caller as the modules see it: the whole user (the guard reads it through the users module). */
export type AuthContext = PlatformAuthContext<User>;
