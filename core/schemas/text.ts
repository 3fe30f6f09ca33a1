import { z } from "zod";
import { CONTROL_CHARACTERS_MESSAGE, hasForbiddenCharacters } from "./control-characters.ts";

export {
  CONTROL_CHARACTERS_MESSAGE,
  hasForbiddenCharacters,
  withoutForbiddenCharacters,
} from "./control-characters.ts";

/**
 * Every text field of every form schema starts here instead of `z.string()`: the same string, refusing
 * control characters with a translated message before anything else sees the value.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((v) => !hasForbiddenCharacters(v), CONTROL_CHARACTERS_MESSAGE);
}
