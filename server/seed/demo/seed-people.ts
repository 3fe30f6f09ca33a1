import type { Certification } from "#core/schemas/tropleader-profile";
import type { DbOrTx } from "../../db/client.ts";
import { tropleaderProfileTranslations } from "../../db/schema/users.ts";
import { createTropleaders, createUsers } from "../factories.ts";
import {
  avatarUrl,
  TRIP_IMAGE_PLANS,
  TROPLEADER_IMAGE_PLANS,
  tripImageUrl,
  tropleaderCoverUrl,
  tropleaderGalleryUrl,
} from "./demo-images.ts";
import type { DemoTrip } from "./demo-trip.ts";
import {
  DEMO_ADMIN,
  DEMO_PENDING_TROPLEADER,
  DEMO_TRAVELLER,
  DEMO_TRAVELLERS,
  DEMO_TROPLEADERS,
} from "./people.ts";
import { TROPLEADERS_EN } from "./people-en.ts";

const DAY = 86_400_000;

/** The demo people list their certifications by name only (issuer and year unknown, no document). */
const namedCertification = (name: string): Certification => ({
  name,
  issuer: null,
  year: null,
  fileId: null,
});

export type SeededPerson = { id: string; key: string; name: string; locale: "es" | "en" };

export type SeededPeople = {
  tropleaders: Map<string, SeededPerson>;
  pending: SeededPerson;
  admin: SeededPerson;
  marta: SeededPerson;
  travellers: SeededPerson[];
};

/** Up to ten pictures: the tropleader's own, then a few from each of their published trips. */
function galleryFor(key: string, trips: DemoTrip[]): string[] {
  const plan = TROPLEADER_IMAGE_PLANS.find((p) => p.key === key);
  const own = Array.from({ length: plan?.gallery ?? 0 }, (_, i) => tropleaderGalleryUrl(key, i + 1));
  const fromTrips = trips
    .filter((t) => t.tropleader === key && t.status === "approved")
    .flatMap((t) => {
      const count = TRIP_IMAGE_PLANS.find((p) => p.key === t.key)?.count ?? 0;
      return [2, 3, 4].filter((n) => n <= count).map((n) => tripImageUrl(t.key, n));
    });
  return [...own, ...fromTrips].slice(0, 10);
}

/** The four documented accounts, the tropleaders with complete profiles and the travellers. */
export async function seedPeople(db: DbOrTx, trips: DemoTrip[], now: Date): Promise<SeededPeople> {
  const p = DEMO_PENDING_TROPLEADER;
  const appliedAt = new Date(now.getTime() - 3 * DAY);
  const leaders = await createTropleaders(db, [
    ...DEMO_TROPLEADERS.map((t) => {
      const joined = new Date(Date.UTC(t.approvedYear, t.joinedMonth - 1, 9, 10));
      return {
        name: t.name,
        email: t.email,
        phone: t.phone,
        birthDate: t.birthDate,
        country: t.country,
        languages: t.profile.languages,
        bio: t.bio,
        image: avatarUrl(t.key),
        identityStatus: "verified" as const,
        identitySubmittedAt: new Date(joined.getTime() + DAY),
        createdAt: joined,
        updatedAt: joined,
        profile: {
          ...t.profile,
          certifications: t.profile.certifications.map(namedCertification),
          coverImageUrl: tropleaderCoverUrl(t.key),
          approvedAt: new Date(joined.getTime() + 4 * DAY),
          createdAt: joined,
          updatedAt: joined,
          ...(t.payoutsReady
            ? {
                stripeAccountId: `sim_acct_demo_${t.key}`,
                stripeAccountEnabled: true,
                stripeOnboardingComplete: true,
              }
            : {}),
        },
        gallery: galleryFor(t.key, trips),
      };
    }),
    {
      name: p.name,
      email: p.email,
      phone: p.phone,
      birthDate: p.birthDate,
      country: p.country,
      languages: p.profile.languages,
      bio: p.bio,
      image: avatarUrl(p.key),
      isApproved: false,
      isIdentityVerified: false,
      createdAt: appliedAt,
      updatedAt: appliedAt,
      profile: {
        ...p.profile,
        certifications: p.profile.certifications.map(namedCertification),
        coverImageUrl: tropleaderCoverUrl(p.key),
        createdAt: appliedAt,
        updatedAt: appliedAt,
      },
    },
  ]);
  const tropleaders = new Map<string, SeededPerson>(
    DEMO_TROPLEADERS.map((t, i) => [t.key, { id: leaders[i]!.id, key: t.key, name: t.name, locale: "es" }]),
  );
  const pendingUser = leaders[leaders.length - 1]!;
  // Every guide's bio and presentation in English, written by a person (issue 34).
  const english = DEMO_TROPLEADERS.flatMap((t, i) => {
    const en = TROPLEADERS_EN[t.key];
    return en
      ? [{ userId: leaders[i]!.id, locale: "en", bio: en.bio, presentation: en.tropleaderPresentation }]
      : [];
  });
  if (english.length) await db.insert(tropleaderProfileTranslations).values(english);

  const adminCreated = new Date(Date.UTC(2018, 0, 8, 9));
  const m = DEMO_TRAVELLER;
  const martaCreated = new Date(now.getTime() - 610 * DAY);
  const [admin, marta, ...others] = await createUsers(db, [
    {
      name: DEMO_ADMIN.name,
      email: DEMO_ADMIN.email,
      role: "admin",
      isApproved: true,
      image: avatarUrl(DEMO_ADMIN.key),
      languages: ["es", "en"],
      createdAt: adminCreated,
      updatedAt: adminCreated,
    },
    {
      name: m.name,
      email: m.email,
      phone: m.phone,
      birthDate: m.birthDate,
      country: m.country,
      languages: m.languages,
      bio: m.bio,
      image: avatarUrl(m.key),
      newsletter: true,
      createdAt: martaCreated,
      updatedAt: martaCreated,
    },
    ...DEMO_TRAVELLERS.map((t, i) => {
      const created = new Date(now.getTime() - (560 + ((i * 37) % 300)) * DAY);
      return {
        name: t.name,
        email: t.email,
        birthDate: t.birthDate,
        country: t.country,
        languages: t.languages,
        locale: t.locale ?? ("es" as const),
        image: t.noAvatar ? null : avatarUrl(t.key),
        createdAt: created,
        updatedAt: created,
      };
    }),
  ]);
  const travellers: SeededPerson[] = DEMO_TRAVELLERS.map((t, i) => ({
    id: others[i]!.id,
    key: t.key,
    name: t.name,
    locale: t.locale ?? "es",
  }));

  return {
    tropleaders,
    pending: { id: pendingUser.id, key: p.key, name: p.name, locale: "es" },
    admin: { id: admin!.id, key: DEMO_ADMIN.key, name: DEMO_ADMIN.name, locale: "es" },
    marta: { id: marta!.id, key: m.key, name: m.name, locale: "es" },
    travellers,
  };
}
