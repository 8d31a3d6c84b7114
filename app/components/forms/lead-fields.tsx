import type { ReactNode } from "react";
import { type Translate, useT } from "../../lib/i18n/index.ts";
import { TEXT_LIMITS } from "../../modules/leads/leads.limits.ts";
import { Field, TextArea } from "./fields.tsx";
import type { PublicFormKind } from "./lead-form.tsx";
import "../../lib/i18n/forms.ts";

/** The labels of the fields every public form asks for (its error summary names them too). */
export function leadLabels(t: Translate) {
  return {
    name: t("forms.name"),
    email: t("forms.email"),
    phone: t("forms.phone"),
    message: t("forms.message"),
  };
}

/**
 * Name, email and phone, the first rows of every public form, with the schema's limits; `children`
 * are the form's own fields in the same grid.
 */
export function PersonFields({ hints = true, children }: { hints?: boolean; children?: ReactNode }) {
  const t = useT();
  const labels = leadLabels(t);
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <Field
        name="name"
        label={labels.name}
        required
        autoComplete="name"
        maxLength={TEXT_LIMITS.name}
        className="sm:col-span-2"
      />
      {(["email", "phone"] as const).map((name) => {
        // For these two the input type, the autocomplete token and the keyboard are the same word.
        const kind = name === "phone" ? "tel" : "email";
        return (
          <Field
            key={name}
            name={name}
            type={kind}
            label={labels[name]}
            hint={hints ? t(`forms.${name}Hint`) : undefined}
            required
            autoComplete={kind}
            inputMode={kind}
            maxLength={TEXT_LIMITS[name]}
          />
        );
      })}
      {children}
    </div>
  );
}

/** The message box, with the form's own hint; required or optional as the form's schema says. */
export function MessageField({
  kind,
  required = false,
  defaultValue,
}: {
  kind: PublicFormKind;
  required?: boolean;
  defaultValue?: string;
}) {
  const t = useT();
  return (
    <TextArea
      name="message"
      label={t("forms.message")}
      hint={t(`forms.${kind}.messageHint`)}
      required={required}
      optional={!required}
      maxLength={TEXT_LIMITS.message}
      defaultValue={defaultValue}
    />
  );
}
