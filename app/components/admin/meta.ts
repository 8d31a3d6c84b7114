import { type MessageKey, translate } from "../../lib/i18n/index.ts";
import "../../lib/i18n/admin.ts";

/** A page title for the admin ("Dashboard · Admin") and no indexing. */
export function adminMeta(title: MessageKey | string, translated = false) {
  const text = translated ? title : translate("en", title as MessageKey);
  return [
    { title: `${text} · ${translate("en", "admin.brand")}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
