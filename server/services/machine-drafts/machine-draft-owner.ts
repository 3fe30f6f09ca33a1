/**
 * Whose section a machine draft is (issue 34): a trip being edited, the guide's wizard before the trip exists,
 * or the guide's profile texts. Drafts and saves of the same owner, language and section are compared.
 */
export type MachineDraftOwner = { kind: "trip" | "wizard" | "profile"; id: string };

/** How long a recorded draft can still label a save as machine-made (a draft is saved within minutes). */
export const MACHINE_DRAFT_TTL_DAYS = 30;
