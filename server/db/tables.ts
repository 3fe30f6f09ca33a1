/**
 * The full Drizzle schema object (tables + relations) handed to the database client. Services import tables
 * from their domain file under schema/; only the client needs everything at once.
 */
import * as bookings from "./schema/bookings.ts";
import * as messaging from "./schema/messaging.ts";
import * as platform from "./schema/platform.ts";
import * as relations from "./schema/relations.ts";
import * as trips from "./schema/trips.ts";
import * as users from "./schema/users.ts";

export const schema = { ...users, ...trips, ...bookings, ...messaging, ...platform, ...relations };
export type Schema = typeof schema;
