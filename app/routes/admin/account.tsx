import { KeyRound } from "../../components/icons.ts";
import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { ROLE_LABEL } from "../../components/admin/labels.ts";
import { adminMeta } from "../../components/admin/meta.ts";
import { PageHeader } from "../../components/admin/parts.tsx";
import { btn, field } from "../../components/admin/ui.ts";
import { useActionToast } from "../../components/admin/use-action-toast.ts";
import { translate, useT } from "../../lib/i18n/index.ts";
import { changeOwnPassword } from "../../modules/users/user.service.server.ts";
import type { Route } from "./+types/account";
import { adminApp } from "./admin.server.ts";
import { runEditorIntent } from "./list.server.ts";
import "../../lib/i18n/admin.ts";

// Every member of staff's own page: who they are signed in as, and a new password of their own
// (after signing in with the temporary one an admin gave them).

export const meta: Route.MetaFunction = () => adminMeta("admin.account.title");

export async function loader({ context }: Route.LoaderArgs) {
  const { actor } = adminApp(context);
  return { name: actor.name, email: actor.email, role: actor.role };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, actor } = adminApp(context);
  const form = await request.formData();
  return runEditorIntent(form, {
    password: async () => {
      await changeOwnPassword(db, actor, {
        current: form.get("current") ?? "",
        next: form.get("next") ?? "",
        repeat: form.get("repeat") ?? "",
      });
      return translate("en", "admin.account.changed");
    },
  });
}

const FIELDS = [
  { name: "current", label: "admin.account.current", autoComplete: "current-password" },
  { name: "next", label: "admin.account.next", autoComplete: "new-password", hint: "admin.account.nextHint" },
  { name: "repeat", label: "admin.account.repeat", autoComplete: "new-password" },
] as const;

export default function AccountPage({ loaderData: me }: Route.ComponentProps) {
  const t = useT();
  const uid = useId();
  const fetcher = useFetcher<{ ok: boolean; message: string; fields?: Record<string, string> }>();
  useActionToast(fetcher);
  const form = useRef<HTMLFormElement>(null);
  const errors = fetcher.data && !fetcher.data.ok ? (fetcher.data.fields ?? {}) : {};
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) form.current?.reset();
  }, [fetcher.state, fetcher.data]);
  return (
    <div className="max-w-xl">
      <PageHeader title={t("admin.account.title")} />
      <dl className="mb-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border border-line bg-white p-4 text-sm">
        <dt className="text-muted">{t("admin.users.field.name")}</dt>
        <dd className="min-w-0 [overflow-wrap:anywhere]">{me.name}</dd>
        <dt className="text-muted">{t("admin.users.field.email")}</dt>
        <dd className="min-w-0 [overflow-wrap:anywhere]">{me.email}</dd>
        <dt className="text-muted">{t("admin.users.field.role")}</dt>
        <dd>{t(ROLE_LABEL[me.role])}</dd>
      </dl>
      <section className="rounded-lg border border-line bg-white p-4" aria-labelledby={`${uid}-pw`}>
        <h2 id={`${uid}-pw`} className="flex items-center gap-2 font-sans text-base font-semibold">
          <KeyRound aria-hidden className="size-4" />
          {t("admin.account.password")}
        </h2>
        <p className="mt-1 text-sm text-muted">{t("admin.account.passwordLead")}</p>
        <fetcher.Form method="post" ref={form} className="mt-4 grid gap-4" data-password-form>
          <input type="hidden" name="intent" value="password" />
          {FIELDS.map((f) => {
            const id = `${uid}-${f.name}`;
            const hint = "hint" in f ? `${id}-hint` : null;
            const error = errors[f.name] ? `${id}-error` : null;
            return (
              <div key={f.name} data-field={f.name}>
                <label htmlFor={id} className={field.label}>
                  {t(f.label)}
                </label>
                <input
                  id={id}
                  name={f.name}
                  type="password"
                  required
                  autoComplete={f.autoComplete}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={[hint, error].filter(Boolean).join(" ") || undefined}
                  className={field.input}
                />
                {"hint" in f ? (
                  <p id={`${id}-hint`} className={field.hint}>
                    {t(f.hint)}
                  </p>
                ) : null}
                {errors[f.name] ? (
                  <p id={`${id}-error`} className={field.error} data-field-error={f.name}>
                    {errors[f.name]}
                  </p>
                ) : null}
              </div>
            );
          })}
          <div>
            <button type="submit" className={btn.primary} disabled={fetcher.state !== "idle"} data-save>
              {t("admin.account.save")}
            </button>
          </div>
        </fetcher.Form>
      </section>
    </div>
  );
}
