import type { IncomingMessage } from "node:http";
import type { UserRole } from "@cbct/shared/db/schema/users";

export type AuthUser = { id: number; name: string; email: string; role: UserRole; emailVerified: boolean };

/** Hono's environment for every route: node-server bindings (absent under app.request in tests) and the session. */
export type AppEnv = {
  Bindings: { incoming?: IncomingMessage };
  Variables: {
    /** The signed-in, active user, or null. */
    user: AuthUser | null;
    /** sessions.sid of the current session, or null. */
    sessionId: string | null;
    /** This request's id (X-Request-Id), on every log line about it. */
    requestId: string;
  };
};
