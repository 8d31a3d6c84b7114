import { data, redirect } from "react-router";
import { adminMeta } from "../../components/admin/meta.ts";
import { PageHeader } from "../../components/admin/parts.tsx";
import { appContext } from "../../lib/context.server.ts";
import { isAppError } from "../../lib/errors.ts";
import { translate, useT } from "../../lib/i18n/index.ts";
import { isUpload } from "../../lib/multipart.server.ts";
import { CSV_MAX_MB } from "../../modules/properties/property.csv.ts";
import {
  CSV_MAX_BYTES,
  discardImport,
  getImport,
  startImport,
  ZIP_MAX_BYTES,
} from "../../modules/properties/property.csv.server.ts";
import { checkImport } from "../../modules/properties/property.import-check.server.ts";
import { importBatch } from "../../modules/properties/property.import-write.server.ts";
import { readFormPost, TooLargeForm } from "../../web/body.server.ts";
import type { Route } from "./+types/import";
import { adminApp } from "./admin.server.ts";
import {
  type ActionResult,
  DiscardButton,
  ImportStep,
  MappingStep,
  type Step,
  Steps,
  UploadStep,
} from "./import-steps.tsx";
import "../../lib/i18n/admin.ts";

/**
 * The CSV import of listings (issue 21, item 3), admins only, in steps: upload (CSV, optional images
 * ZIP) → columns (each heading to a field, pre-filled) → check (dry run: every row's problems,
 * nothing written) → import (the page sends batch after batch, with a progress bar) → summary.
 * The work is in modules/properties/property.csv.server.ts (upload), property.import-check.server.ts
 * (mapping and dry run) and property.import-write.server.ts (batches); the upload waits in the data folder.
 */

export const meta: Route.MetaFunction = () => adminMeta("admin.import.title");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { actor, dataDir } = adminApp(context, { adminsOnly: true });
  const id = new URL(request.url).searchParams.get("id");
  if (!id) return { view: null, error: null as string | null };
  try {
    const v = await getImport(actor, dataDir, id);
    const { zip, ...rest } = v.meta;
    return {
      view: { ...v, meta: { ...rest, zipName: zip?.name ?? null, zipFiles: zip?.files.length ?? 0 } },
      error: null,
    };
  } catch (e) {
    if (!isAppError(e)) throw e;
    return { view: null, error: e.message };
  }
}

const fail = (message: string, status: number, missing?: string[]) =>
  data<ActionResult>({ ok: false, message, missing }, { status });

export async function action({ request, context }: Route.ActionArgs) {
  const { db, actor, dataDir } = adminApp(context, { adminsOnly: true });
  const { env } = context.get(appContext);
  const origin = env.PUBLIC_URL ?? new URL(request.url).origin;
  let form: Record<string, unknown>;
  try {
    form = await readFormPost(request, CSV_MAX_BYTES + ZIP_MAX_BYTES + 1024 * 1024);
  } catch (e) {
    if (e instanceof TooLargeForm)
      return fail(translate("en", "admin.import.error.tooLarge", { mb: CSV_MAX_MB }), 413);
    if (isAppError(e)) return fail(e.message, e.status);
    throw e;
  }
  const text = (k: string) => (typeof form[k] === "string" ? (form[k] as string) : "");
  const intent = text("intent");
  const id = text("id");
  try {
    if (intent === "upload") {
      const csv = form.csv;
      if (!isUpload(csv as FormDataEntryValue) || (csv as File).size === 0)
        return fail(translate("en", "admin.import.error.noFile"), 400);
      const zip = form.zip;
      const meta = await startImport(actor, dataDir, {
        csv: { name: (csv as File).name, bytes: new Uint8Array(await (csv as File).arrayBuffer()) },
        zip:
          isUpload(zip as FormDataEntryValue) && (zip as File).size > 0
            ? { name: (zip as File).name, bytes: new Uint8Array(await (zip as File).arrayBuffer()) }
            : null,
      });
      return redirect(`/admin/import?id=${meta.id}`);
    }
    if (intent === "check") {
      const n = Number(text("columns"));
      const mapping = Array.from({ length: Number.isInteger(n) && n >= 0 && n <= 500 ? n : 0 }, (_, i) => {
        const v = text(`map.${i}`);
        return v === "" ? null : v;
      });
      await checkImport(db, actor, dataDir, id, mapping, origin);
      return redirect(`/admin/import?id=${id}`);
    }
    if (intent === "batch") {
      const r = await importBatch(db, actor, dataDir, id, Number(text("start")) || 0, origin);
      return { ok: true, intent: "batch", ...r } satisfies ActionResult;
    }
    if (intent === "discard") {
      await discardImport(actor, dataDir, id);
      return redirect("/admin/import");
    }
    return fail(translate("en", "admin.action.unknown"), 400);
  } catch (e) {
    if (!isAppError(e)) throw e;
    return fail(e.message, e.status, e.fields ? Object.keys(e.fields) : undefined);
  }
}

export default function ImportPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { view } = loaderData;
  const failure = actionData && !actionData.ok ? actionData : null;
  const error = failure?.message ?? loaderData.error;
  const step: Step = !view
    ? "upload"
    : view.meta.state === "uploaded"
      ? "mapping"
      : view.meta.state === "checked"
        ? "check"
        : "import";
  return (
    <div className="min-w-0">
      <PageHeader
        title={t("admin.import.title")}
        count={
          view
            ? `${t("admin.import.uploaded", { file: view.meta.fileName, n: view.meta.rows })}${
                view.meta.zipName
                  ? ` · ${t("admin.import.zipFiles", { name: view.meta.zipName, n: view.meta.zipFiles })}`
                  : ""
              }`
            : undefined
        }
        actions={
          view && view.meta.state !== "done" && view.meta.state !== "importing" ? (
            <DiscardButton id={view.meta.id} />
          ) : null
        }
      />
      <Steps current={step} />
      {!view ? (
        <>
          <p className="mb-4 max-w-2xl text-sm">{t("admin.import.intro")}</p>
          <UploadStep error={error} />
        </>
      ) : view.meta.state === "uploaded" ? (
        <MappingStep view={view} error={error} />
      ) : (
        <>
          {view.meta.state === "checked" ? (
            <details className="mb-4">
              <summary className="cursor-pointer text-sm font-medium">
                {t("admin.import.backToMapping")}
              </summary>
              <div className="mt-3">
                <MappingStep view={view} error={error} />
              </div>
            </details>
          ) : null}
          <ImportStep view={view} />
        </>
      )}
    </div>
  );
}
