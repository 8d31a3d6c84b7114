import { type MessageKey, translate } from "../../lib/i18n/index.ts";
import "../../lib/i18n/admin.ts";
import adminCss from "../../admin.css?url";

/**
 * The admin's style sheet (ADR 0035), after the public one every page has: the admin's layout and its
 * login page (outside the layout) link it. Same precedence as root's, so it follows it in <head>.
 */
export const adminLinks = () => [{ rel: "stylesheet", href: adminCss, precedence: "default" }];

/** A page title for the admin ("Dashboard · Admin") and no indexing. */
export function adminMeta(title: MessageKey | string, translated = false) {
  const text = translated ? title : translate("en", title as MessageKey);
  return [
    { title: `${text} · ${translate("en", "admin.brand")}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
