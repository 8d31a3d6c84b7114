import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { pageCatalogue } from "./lib/i18n/index.ts";

/**
 * React Router's default client entry, with one step first: the page's language's strings (issue
 * 20; an English page downloads no Arabic, an Arabic page no English) are loaded before it
 * hydrates, so the first render matches the server's (lib/i18n/index.ts).
 */
void pageCatalogue.then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
