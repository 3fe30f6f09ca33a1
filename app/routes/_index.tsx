import { useTranslation } from "react-i18next";

export default function Home() {
  const { t } = useTranslation();
  return (
    <main className="p-8">
      <h1 className="text-4xl font-bold">{t("brand.name")}</h1>
    </main>
  );
}
