import { useT } from "../../lib/i18n/index.ts";

export default function Page() {
  const t = useT();
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10">
      <p>{t("page.comingSoon")}</p>
    </main>
  );
}
