import { createContext } from "react-router";
import type { Actor } from "./actor.ts";
import { PUBLIC } from "./actor.ts";
import type { App } from "./app.server.ts";

/** Set by the root middleware for every request: the database and configuration. */
export const appContext = createContext<App>();
/** Who is asking; the admin layout middleware and the API set it from the session cookie. */
export const actorContext = createContext<Actor>(PUBLIC);
