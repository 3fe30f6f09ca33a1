import { text } from "./text.ts";

/** An optional web address (http or https only: no javascript: or data: links on a public page). */
export function optionalWebUrl(message: string, max: number) {
  return text()
    .trim()
    .max(max, message)
    .refine((v) => {
      if (v === "") return true;
      try {
        const url = new URL(v);
        return url.protocol === "https:" || url.protocol === "http:";
      } catch {
        return false;
      }
    }, message);
}
