import { z } from "zod";
import { text } from "./text.ts";

export const TRAVELLER_NOTE_MAX = 1000;

/** 'Editar info': the guide's private note on one booking (room sharing, pick-up); empty clears it. */
export const travellerNoteSchema = z.object({
  bookingId: z.string().uuid("workspace:errors.notFound"),
  note: text()
    .transform((v) => v.trim())
    .pipe(z.string().max(TRAVELLER_NOTE_MAX, "workspace:travellers.noteTooLong")),
});
export type TravellerNoteInput = z.infer<typeof travellerNoteSchema>;
