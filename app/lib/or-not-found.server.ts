import { data } from "react-router";
import { isAppError } from "#server/lib/app-error";

/** In a loader: a service's not_found becomes the 404 page (status 404); any other failure is rethrown. */
export async function orNotFound<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (isAppError(error) && error.code === "not_found") throw data(null, { status: 404 });
    throw error;
  }
}
