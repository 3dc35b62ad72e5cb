import type { FastifyRequest } from 'fastify';
import type { ReleaseActor } from '../remotes/release-credentials.service';

/** What the platform needs of a signed-in person; the users module's User is one. */
export interface Principal {
  id: string;
  role: 'customer' | 'admin';
  status: 'active' | 'closed';
  tokenVersion: number;
  mustChangePassword: boolean;
}

/** Who is calling: set by the access guard on signed-in routes (modules name their own user type). */
export interface AuthContext<U extends Principal = Principal> {
  user: U;
  sessionId: string;
}

/** A request as the access guard leaves it: who is calling, read by the CurrentUser and CurrentReleaseActor decorators. */
export type AuthenticatedRequest = FastifyRequest & {
  auth?: AuthContext;
  releaseActor?: ReleaseActor;
};
