import { LoaderCircle } from "../../components/icons.ts";
import { Eye, EyeOff, LogIn } from "../../components/admin/icons.ts";
import { useEffect, useRef, useState } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { adminLinks, adminMeta } from "../../components/admin/meta.ts";
import { btn, field } from "../../components/admin/ui.ts";
import { appContext } from "../../lib/context.server.ts";
import { isAppError } from "../../lib/errors.ts";
import { translate, useT } from "../../lib/i18n/index.ts";
import { limitBody, readForm } from "../../lib/multipart.server.ts";
import { clientAddress } from "../../lib/rate-limit.server.ts";
import { login } from "../../modules/auth/auth.service.server.ts";
import { hashToken, sessionSettings } from "../../modules/auth/session.server.ts";
import { getStaff, isCrossSiteWrite, safeRedirectTarget, sessionToken } from "../../web/session.server.ts";
import type { Route } from "./+types/login";
import "../../lib/i18n/admin.ts";

export const links: Route.LinksFunction = adminLinks;
export const meta: Route.MetaFunction = () => adminMeta("admin.login.title");

/** The loader's and the action's headers reach the page: noindex, and Retry-After when throttled. */
export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const merged = new Headers(loaderHeaders);
  for (const [k, v] of actionHeaders) merged.set(k, v);
  return merged;
};

/** Already signed in: go straight to where the link pointed (or the dashboard). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectTarget(url.searchParams.get("redirectTo"));
  const { db } = context.get(appContext);
  if (await getStaff(db, request)) throw redirect(redirectTo);
  return data(
    { redirectTo, signedOut: url.searchParams.has("signedOut") },
    { headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } },
  );
}

interface LoginState {
  error: string;
  fields?: { email?: string; password?: string };
  email: string;
}

/**
 * A plain form post (works without JavaScript): checks the credentials through the auth service,
 * sets the session cookie and returns to the page that sent the visitor here. Repeated failures
 * are throttled; the message then says how long to wait.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (isCrossSiteWrite(request)) throw new Response("Cross-site request refused", { status: 403 });
  // Only a small form post is a sign-in attempt; anything else (another type, a form that cannot
  // be read, a body over 16 kB) is a 4xx answered on the page, never a 500 or a large read.
  let form: FormData;
  try {
    form = await readForm(limitBody(request, 16 * 1024));
  } catch (e) {
    if (!isAppError(e)) throw e;
    const state: LoginState = { error: translate("en", "admin.login.missing"), email: "" };
    return data(state, { status: e.status });
  }
  const email = String(form.get("email") ?? "");
  const password = String(form.get("password") ?? "");
  const redirectTo = safeRedirectTarget(String(form.get("redirectTo") ?? ""));
  const { db } = context.get(appContext);
  const settings = sessionSettings();
  const previous = sessionToken(request, settings);
  try {
    const { session } = await login(
      db,
      { email, password },
      { address: clientAddress(request), previousSessionId: previous ? hashToken(previous) : null, settings },
    );
    return redirect(redirectTo, { headers: { "Set-Cookie": session.cookie, "Cache-Control": "no-store" } });
  } catch (e) {
    if (!isAppError(e)) throw e;
    const state: LoginState = { error: "", email };
    if (e.code === "rate_limited") {
      const minutes = Math.max(1, Math.ceil((e.retryAfter ?? 60) / 60));
      state.error = translate("en", "admin.login.throttled", { minutes });
      return data(state, {
        status: 429,
        headers: { "Retry-After": String(Math.max(1, Math.ceil(e.retryAfter ?? 60))) },
      });
    }
    if (e.code === "validation_failed") {
      state.error = translate("en", "admin.login.missing");
      state.fields = {
        email: e.fields?.email ? translate("en", "admin.login.emailRequired") : undefined,
        password: e.fields?.password ? translate("en", "admin.login.passwordRequired") : undefined,
      };
      return data(state, { status: 422 });
    }
    if (e.code === "unauthorized") {
      state.error = translate("en", "admin.login.invalid");
      return data(state, { status: 401 });
    }
    throw e;
  }
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const [showPassword, setShowPassword] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const state = actionData as LoginState | undefined;

  useEffect(() => {
    // After a failed attempt the message is announced and the field to fix has the focus (the
    // password selected, so typing replaces it).
    if (!state?.error) return;
    if (state.fields?.email) document.getElementById("login-email")?.focus();
    else {
      passwordRef.current?.focus();
      passwordRef.current?.select();
    }
  }, [state]);

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-[#f7f6f3] px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 text-center">
          <span
            aria-hidden
            className="mx-auto mb-3 flex size-11 items-center justify-center rounded-lg bg-ink font-display text-2xl text-white"
          >
            D
          </span>
          <h1 className="font-sans text-2xl font-semibold tracking-tight">{t("admin.login.heading")}</h1>
          <p className="mt-1 text-sm text-muted">{t("admin.login.lead")}</p>
        </div>
        <Form
          method="post"
          replace
          className="rounded-xl border border-line bg-white p-6 shadow-sm"
          noValidate
          aria-busy={busy}
        >
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          {state?.error ? (
            <div
              role="alert"
              className="mb-4 rounded-md border border-expired/30 bg-expired/5 px-3 py-2.5 text-sm text-expired"
              data-login-error
            >
              {state.error}
            </div>
          ) : loaderData.signedOut ? (
            <p
              role="status"
              className="mb-4 rounded-md border border-approved/30 bg-approved/5 px-3 py-2.5 text-sm text-approved"
            >
              {t("admin.login.signedOut")}
            </p>
          ) : null}
          <div>
            <label htmlFor="login-email" className={field.label}>
              {t("admin.login.email")}
            </label>
            <input
              id="login-email"
              name="email"
              type="email"
              autoComplete="username"
              required
              defaultValue={state?.email ?? ""}
              aria-invalid={state?.fields?.email ? true : undefined}
              aria-describedby={state?.fields?.email ? "login-email-error" : undefined}
              className={field.input}
              // biome-ignore lint/a11y/noAutofocus: the one thing to do on this page
              autoFocus
            />
            {state?.fields?.email ? (
              <p id="login-email-error" className={field.error}>
                {state.fields.email}
              </p>
            ) : null}
          </div>
          <div className="mt-4">
            <label htmlFor="login-password" className={field.label}>
              {t("admin.login.password")}
            </label>
            <div className="relative">
              <input
                ref={passwordRef}
                id="login-password"
                name="password"
                type={showPassword ? "text" : "password"}
                autoComplete="current-password"
                required
                aria-invalid={state?.fields?.password ? true : undefined}
                aria-describedby={state?.fields?.password ? "login-password-error" : undefined}
                className={`${field.input} pe-11`}
              />
              <button
                type="button"
                onClick={() => setShowPassword((v) => !v)}
                className="absolute end-1 top-1/2 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded text-muted hover:text-ink"
                aria-label={t(showPassword ? "admin.login.hidePassword" : "admin.login.showPassword")}
                aria-pressed={showPassword}
              >
                {showPassword ? (
                  <EyeOff aria-hidden className="size-4" />
                ) : (
                  <Eye aria-hidden className="size-4" />
                )}
              </button>
            </div>
            {state?.fields?.password ? (
              <p id="login-password-error" className={field.error}>
                {state.fields.password}
              </p>
            ) : null}
          </div>
          <button type="submit" className={`${btn.primary} mt-6 w-full py-2.5`} disabled={busy}>
            {busy ? (
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
            ) : (
              <LogIn aria-hidden className="size-4" />
            )}
            {busy ? t("admin.login.submitting") : t("admin.login.submit")}
          </button>
        </Form>
        <p className="mt-4 text-center text-xs text-muted">
          <a href="/" className="underline-offset-2 hover:underline">
            {t("admin.login.backToSite")}
          </a>
        </p>
      </div>
    </main>
  );
}
