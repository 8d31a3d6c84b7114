import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * React Router's default client entry, with one step first: an Arabic page (`<html lang="ar">`,
 * issue 20) loads the Arabic catalogue before it hydrates, so the first render matches the server's.
 * English pages never download it.
 */
const ready = document.documentElement.lang === "ar" ? import("./lib/i18n/ar/index.ts") : Promise.resolve();

void ready.then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
