import { describe, expect, it } from "vitest";
import { parseStartState } from "./start-state.ts";

const entries = (r: ReturnType<typeof parseStartState>) =>
  r && "form" in r ? [...r.form.entries()].map(([k, v]) => `${k}=${String(v)}`) : r;

describe("parseStartState", () => {
  it("reads the trip page's startConversation (tropleaderId, tripId)", () => {
    expect(
      entries(parseStartState({ startConversation: true, tropleaderId: "u1", tripId: "t1", tripTitle: "X" })),
    ).toEqual(["intent=start", "otherUserId=u1", "tripId=t1"]);
  });

  it("accepts travelerId and participant2_id, without a trip", () => {
    expect(entries(parseStartState({ startConversation: true, travelerId: "u2" }))).toContain(
      "otherUserId=u2",
    );
    expect(entries(parseStartState({ startConversation: true, participant2_id: "u3" }))).toContain(
      "otherUserId=u3",
    );
  });

  it("reports the spec's text when no user is given", () => {
    expect(parseStartState({ startConversation: true, tripTitle: "X" })).toEqual({
      error: "chat:errors.noUserInfo",
    });
  });

  it("reads startGroupConversation with travelerIds", () => {
    expect(
      entries(parseStartState({ startGroupConversation: true, travelerIds: ["a", "b"], tripTitle: "X" })),
    ).toEqual(["intent=startGroup", "travelerId=a", "travelerId=b", "departureId=", "tripId="]);
  });

  it("ignores any other state", () => {
    expect(parseStartState(null)).toBeNull();
    expect(parseStartState({ from: "/viajes" })).toBeNull();
  });
});
