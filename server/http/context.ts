/** What every handler can reach: the dependencies and the authenticated user, typed once. */
import type { AppDeps } from "../deps.ts";
import type { StoredUser } from "../kv/users.ts";

export type { AppDeps } from "../deps.ts";

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    user?: StoredUser;
    sessionId?: string;
  };
};
