import { useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

let nextKey = 0;
const newKey = () => `row-${++nextKey}`;

/**
 * A list of rows in a react-hook-form form (days, items, FAQs, images) with stable React keys, so removing or
 * moving a row keeps each input with its own text and focus. Values live in the form (getValues/setValue).
 */
export function useRowList<T>(
  form: UseFormReturn<FieldValues>,
  name: string,
  limits: { min: number; max: number; blank: () => T },
) {
  const [keys, setKeys] = useState<string[]>(() =>
    ((form.getValues(name) as T[] | undefined) ?? []).map(() => newKey()),
  );
  const values = () => [...(((form.getValues(name) as T[] | undefined) ?? []) as T[])];
  const write = (rows: T[]) => form.setValue(name, rows, { shouldDirty: true });
  return {
    keys,
    canAdd: keys.length < limits.max,
    canRemove: keys.length > limits.min,
    add() {
      if (keys.length >= limits.max) return;
      write([...values(), limits.blank()]);
      setKeys((k) => [...k, newKey()]);
    },
    remove(index: number) {
      if (keys.length <= limits.min) return;
      const rows = values();
      rows.splice(index, 1);
      write(rows);
      setKeys((k) => k.filter((_, i) => i !== index));
    },
    move(index: number, by: -1 | 1) {
      const target = index + by;
      if (target < 0 || target >= keys.length) return;
      const rows = values();
      const [row] = rows.splice(index, 1) as [T];
      rows.splice(target, 0, row);
      write(rows);
      setKeys((k) => {
        const next = [...k];
        const [key] = next.splice(index, 1) as [string];
        next.splice(target, 0, key);
        return next;
      });
    },
  };
}
