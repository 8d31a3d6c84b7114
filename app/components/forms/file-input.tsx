import { FileText } from "../icons.ts";
import { type ChangeEvent, useState } from "react";
import { useT } from "../../lib/i18n/index.ts";
import { formatBytes } from "../../lib/format.ts";
import { FieldShell } from "./fields.tsx";
import "../../lib/i18n/forms.ts";

/**
 * A file field that says what it accepts before anything is uploaded, shows the chosen file, and
 * checks it at once (`check` returns a message, or null when the file is fine).
 */
export function FileInput({
  name,
  label,
  hint,
  accept,
  optional,
  check,
  onProblem,
}: {
  name: string;
  label: string;
  hint: string;
  accept: string;
  optional?: boolean;
  check?: (file: File) => Promise<string | null>;
  onProblem?: (message: string | null) => void;
}) {
  const t = useT();
  const [chosen, setChosen] = useState<{ name: string; size: string } | null>(null);
  const onChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) {
      setChosen(null);
      onProblem?.(null);
      return;
    }
    setChosen({ name: file.name, size: formatBytes(file.size) });
    onProblem?.(check ? await check(file) : null);
  };
  return (
    <FieldShell name={name} label={label} hint={hint} optional={optional}>
      {({ attrs, invalid }) => (
        <>
          <input
            {...attrs}
            type="file"
            accept={accept}
            onChange={onChange}
            className={`block w-full scroll-mt-32 cursor-pointer rounded-lg border border-dashed bg-paper p-3 text-sm text-muted file:me-4 file:min-h-11 file:cursor-pointer file:rounded-full file:border-0 file:bg-ink file:px-5 file:font-medium file:text-white hover:file:bg-sand-dark ${
              invalid ? "border-expired" : "border-line"
            }`}
          />
          {chosen && !invalid ? (
            <p className="mt-2 flex items-center gap-2 text-sm text-ink" data-file-chosen>
              <FileText aria-hidden="true" className="size-4 text-sand-dark" />
              {t("forms.career.cvChosen", { name: chosen.name, size: chosen.size })}
            </p>
          ) : null}
        </>
      )}
    </FieldShell>
  );
}
