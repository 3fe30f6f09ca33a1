import { Search } from "lucide-react";
import { Form } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";

type Props = { label: string; placeholder: string; defaultValue: string; allowEmpty?: boolean };

/**
 * A search box that keeps its text in the URL (?q=), searched with Enter or Buscar. Unless `allowEmpty`,
 * an empty text is ignored (doc 2 §2), in the browser and by the server.
 */
export function SearchBox({ label, placeholder, defaultValue, allowEmpty = false }: Props) {
  const { t } = useTranslation("admin");
  return (
    <Form
      method="get"
      role="search"
      className="flex gap-2"
      onSubmit={(event) => {
        const value = new FormData(event.currentTarget).get("q");
        if (!allowEmpty && !String(value ?? "").trim()) event.preventDefault();
      }}
    >
      <label className="sr-only" htmlFor="admin-search">
        {label}
      </label>
      <div className="relative flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500"
        />
        <Input
          id="admin-search"
          type="search"
          name="q"
          defaultValue={defaultValue}
          placeholder={placeholder}
          maxLength={100}
          className="pl-9"
        />
      </div>
      {/* On a phone the button is its icon alone, so the field has room for its placeholder. */}
      <Button type="submit" variant="dark" className="max-sm:px-3">
        <Search aria-hidden="true" className="size-4 sm:hidden" />
        <span className="max-sm:sr-only">{t("search.submit")}</span>
      </Button>
    </Form>
  );
}
