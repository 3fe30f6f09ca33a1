import { describe, expect, it } from "vitest";
import { tropleaderProfileSchema } from "./tropleader-profile.ts";

const valid = {
  name: "Lucía Fernández",
  bio: "",
  tropleaderPresentation: "",
  socialMedia: "",
  location: "Granada",
  experienceYears: "8",
  specialties: ["Montaña"],
  languages: ["es"],
  certifications: [],
};
const messageOf = (input: Record<string, unknown>) =>
  tropleaderProfileSchema.safeParse({ ...valid, ...input }).error?.issues[0]?.message;

describe("tropleader profile schema", () => {
  it("requires a name", () => {
    expect(messageOf({ name: "   " })).toBe("workspace:profileEdit.errors.nameRequired");
    expect(messageOf({ name: "L" })).toBe("workspace:profileEdit.errors.nameMin");
  });
  it("takes only a web address as social media", () => {
    expect(messageOf({ socialMedia: "instagram.com/lucia" })).toBe("workspace:profileEdit.errors.socialUrl");
    expect(messageOf({ socialMedia: "javascript:alert(1)" })).toBe("workspace:profileEdit.errors.socialUrl");
    expect(messageOf({ socialMedia: "https://instagram.com/lucia" })).toBeUndefined();
    expect(messageOf({ socialMedia: "" })).toBeUndefined();
  });
  it("limits the texts", () => {
    expect(messageOf({ bio: "x".repeat(1001) })).toBe("workspace:profileEdit.errors.bioMax");
    expect(messageOf({ tropleaderPresentation: "x".repeat(2001) })).toBe(
      "workspace:profileEdit.errors.presentationMax",
    );
  });
});

describe("the application's fields and certifications", () => {
  const row = (over: Record<string, string> = {}) => ({
    name: "",
    issuer: "",
    year: "",
    fileId: "",
    ...over,
  });
  it("takes years of experience 0 to 70 as whole numbers", () => {
    expect(messageOf({ experienceYears: "0" })).toBeUndefined();
    expect(messageOf({ experienceYears: "70" })).toBeUndefined();
    expect(messageOf({ experienceYears: "71" })).toBe("workspace:profileEdit.errors.experienceYears");
    expect(messageOf({ experienceYears: "1e1" })).toBe("workspace:profileEdit.errors.experienceYears");
  });
  it("takes a certification's year from 1950 to this year, drops empty rows", () => {
    const year = new Date().getFullYear();
    expect(messageOf({ certifications: [row({ name: "A", year: "1950" })] })).toBeUndefined();
    expect(messageOf({ certifications: [row({ name: "A", year: String(year) })] })).toBeUndefined();
    expect(messageOf({ certifications: [row({ name: "A", year: String(year + 1) })] })).toBe(
      "workspace:profileEdit.errors.certificationYear",
    );
    expect(messageOf({ certifications: [row({ year: "2000" })] })).toBe(
      "workspace:profileEdit.errors.certificationNameRequired",
    );
    const parsed = tropleaderProfileSchema.parse({ ...valid, certifications: [row(), row({ name: " B " })] });
    expect(parsed.certifications).toEqual([{ name: "B", issuer: null, year: null, fileId: null }]);
  });
  it("takes only the application's specialties and languages, at least one of each", () => {
    expect(messageOf({ specialties: [] })).toBe("workspace:profileEdit.errors.specialties");
    expect(messageOf({ languages: ["klingon"] })).toBe("workspace:profileEdit.errors.languages");
  });
});
