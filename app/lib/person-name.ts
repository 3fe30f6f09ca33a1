import { DELETED_USER_NAME } from "#core/constants/privacy";
import type { TFunction } from "#core/i18n/translator";

/**
 * A person's name as shown: a deleted account's stored name (core DELETED_USER_NAME, the spec's Spanish text)
 * reads 'Usuario eliminado' / 'Deleted user' in the reader's language (issue 15).
 */
export function personName(name: string, t: TFunction<never>): string {
  return name === DELETED_USER_NAME ? (t as unknown as TFunction)("common:deletedUser") : name;
}
