import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import {
  ADMIN_SETTING_DESCRIPTIONS,
  ADMIN_SETTINGS_DEFAULTS,
  type AdminSettingKey,
} from "#core/constants/admin-settings-defaults";
import { SITE_CONTENT_DEFAULTS } from "#core/constants/site-content-defaults";
import type { DbOrTx } from "../../db/client.ts";
import { conversationMembers, conversations, messages, notifications } from "../../db/schema/messaging.ts";
import { adminSettings, siteContent } from "../../db/schema/platform.ts";
import { wishlists } from "../../db/schema/trips.ts";
import type { SeededBooking } from "./seed-bookings.ts";
import type { SeededPeople, SeededPerson } from "./seed-people.ts";
import type { SeededTrip } from "./seed-trips.ts";
import { createSeededRandom } from "./seeded-random.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The admin settings and the editable site content, at their defaults. */
export async function seedPlatformSettings(db: DbOrTx, adminId: string) {
  await db
    .insert(adminSettings)
    .values(
      (Object.keys(ADMIN_SETTINGS_DEFAULTS) as AdminSettingKey[]).map((key) => ({
        key,
        value: ADMIN_SETTINGS_DEFAULTS[key],
        description: ADMIN_SETTING_DESCRIPTIONS[key],
        updatedBy: adminId,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(siteContent)
    .values(
      Object.entries(SITE_CONTENT_DEFAULTS).map(([key, value]) => ({
        key,
        // The contact email and phone live in the admin settings only (one source): the row keeps the address.
        value: key === "contact" ? { address: SITE_CONTENT_DEFAULTS.contact.address } : value,
        updatedBy: adminId,
      })),
    )
    .onConflictDoNothing();
  // The demo's home hero, published as Contenido would (a fresh install without demo data has none).
  await db
    .insert(siteContent)
    .values({
      key: "images",
      value: { hero: DEMO_HERO_IMAGE, logo: null, published: {} },
      updatedBy: adminId,
    })
    .onConflictDoNothing();
}

/** The photo the demo's home page opens with (a static demo file). */
export const DEMO_HERO_IMAGE = {
  url: "/demo/trips/surf-ericeira/1.webp",
  focalX: 50,
  focalY: 50,
  alt: {
    es: "Surfistas en la playa de Ericeira, en Portugal",
    en: "Surfers on the beach at Ericeira, Portugal",
  },
};

/** Page views over the last 60 days, so conversion figures have real data behind them. */
export async function seedTripViews(db: DbOrTx, trips: SeededTrip[], now: Date) {
  const rng = createSeededRandom(7_301);
  const counts = trips
    .filter((t) => t.demo.status === "approved")
    .map((t) => {
      const booked = t.departures.reduce((sum, d) => sum + d.fill, 0);
      return sql`(${t.row.id}::uuid, ${40 + booked * 6 + rng.int(0, 90)}::int)`;
    });
  if (!counts.length) return;
  // Generated in the database: a few thousand rows in one statement, more recent days more likely.
  await db.execute(sql`
    insert into trip_views (trip_id, visitor_hash, viewed_on)
    select v.trip_id, md5(v.trip_id::text || ':' || g::text || ':' || random()::text),
           ${now.toISOString().slice(0, 10)}::date - floor(power(random(), 1.4) * 60)::int
    from (values ${sql.join(counts, sql`, `)}) as v(trip_id, n)
    cross join lateral generate_series(1, v.n) as g`);
}

export async function seedWishlist(
  db: DbOrTx,
  userId: string,
  trips: SeededTrip[],
  keys: string[],
  now: Date,
) {
  const chosen = trips.filter((t) => keys.includes(t.demo.key));
  await db.insert(wishlists).values(
    chosen.map((t, i) => ({
      userId,
      tripId: t.row.id,
      createdAt: new Date(now.getTime() - (20 + i * 9) * DAY),
    })),
  );
}

type Line = { from: "traveller" | "leader"; text: string; afterHours: number };

const QUESTIONS: Line[][] = [
  [
    {
      from: "traveller",
      text: "¡Hola! Estoy mirando este viaje y me encanta. ¿Es adecuado para alguien que viaja sola por primera vez?",
      afterHours: 0,
    },
    {
      from: "leader",
      text: "¡Hola! Claro que sí: más de la mitad del grupo suele venir sola y el ambiente es muy acogedor. Te presento al resto el primer día.",
      afterHours: 2,
    },
    { from: "traveller", text: "Genial, ¡muchas gracias! Creo que me animo.", afterHours: 3 },
  ],
  [
    {
      from: "traveller",
      text: "Buenas, ¿las habitaciones son compartidas? Y si lo son, ¿con cuántas personas?",
      afterHours: 0,
    },
    {
      from: "leader",
      text: "Son habitaciones de dos o tres personas del mismo género. Si prefieres individual, hay opción con suplemento según disponibilidad.",
      afterHours: 4,
    },
  ],
  [
    {
      from: "traveller",
      text: "Hola, no tengo mucha experiencia. ¿Qué nivel físico hace falta de verdad?",
      afterHours: 0,
    },
    {
      from: "leader",
      text: "Con hacer deporte un par de veces por semana vas bien. Antes del viaje te mando unas recomendaciones para llegar en forma.",
      afterHours: 1,
    },
    { from: "traveller", text: "Perfecto, me quedo más tranquilo. ¡Gracias!", afterHours: 2 },
  ],
];

const MARTA_CHAT: Line[] = [
  {
    from: "traveller",
    text: "¡Hola Lucía! Ya tengo reservada la semana de Ericeira 🎉 ¿Tengo que llevar neopreno o lo ponéis vosotros?",
    afterHours: 0,
  },
  {
    from: "leader",
    text: "¡Hola Marta! Qué ilusión tenerte en el grupo. El neopreno y la tabla están incluidos; trae crema solar y ganas de remar.",
    afterHours: 2,
  },
  {
    from: "traveller",
    text: "Perfecto. ¿A qué hora es la recogida en el aeropuerto de Lisboa?",
    afterHours: 3,
  },
  {
    from: "leader",
    text: "Hacemos dos recogidas el primer día, a las 13:00 y a las 18:00. Unos días antes te paso todos los detalles por aquí.",
    afterHours: 4.5,
  },
];

type ChatRows = {
  conversations: (typeof conversations.$inferInsert)[];
  members: (typeof conversationMembers.$inferInsert)[];
  messages: (typeof messages.$inferInsert)[];
};

function addDirectConversation(
  out: ChatRows,
  traveller: SeededPerson,
  leaderId: string,
  tripId: string,
  lines: Line[],
  startedAt: Date,
  unreadLast: boolean,
) {
  const [participant1Id, participant2Id] = [traveller.id, leaderId].sort() as [string, string];
  const times = lines.map((l) => new Date(startedAt.getTime() + l.afterHours * HOUR));
  const last = times[times.length - 1]!;
  const id = randomUUID();
  out.conversations.push({
    id,
    kind: "direct",
    participant1Id,
    participant2Id,
    tripId,
    lastMessageAt: last,
    createdAt: startedAt,
  });
  const lastSender = lines[lines.length - 1]!.from === "leader" ? leaderId : traveller.id;
  for (const userId of [traveller.id, leaderId]) {
    out.members.push({
      conversationId: id,
      userId,
      joinedAt: startedAt,
      lastReadAt: unreadLast && userId !== lastSender ? times[times.length - 2]! : last,
    });
  }
  lines.forEach((line, i) => {
    const read = !(unreadLast && i === lines.length - 1);
    out.messages.push({
      conversationId: id,
      senderId: line.from === "leader" ? leaderId : traveller.id,
      content: line.text,
      isRead: read,
      readAt: read ? new Date(times[i]!.getTime() + 20 * 60_000) : null,
      createdAt: times[i]!,
    });
  });
}

/**
 * Conversations between travellers and tropleaders (the tropleaders' response time is computed from them),
 * Marta's chat with Lucía ending in a reply she has not read, and the group chat of Marta's next departure.
 */
export async function seedConversations(
  db: DbOrTx,
  trips: SeededTrip[],
  bookings: SeededBooking[],
  people: SeededPeople,
  now: Date,
) {
  const rng = createSeededRandom(4_242);
  const out: ChatRows = { conversations: [], members: [], messages: [] };
  let n = 0;
  for (const trip of trips) {
    if (trip.demo.status !== "approved") continue;
    const traveller = people.travellers[(n * 5 + 3) % people.travellers.length]!;
    const startedAt = new Date(now.getTime() - rng.int(5, 200) * DAY - rng.int(8, 14) * HOUR);
    addDirectConversation(
      out,
      traveller,
      trip.tropleaderId,
      trip.row.id,
      QUESTIONS[n % QUESTIONS.length]!,
      startedAt,
      false,
    );
    n++;
  }
  const ericeira = trips.find((t) => t.demo.key === "surf-ericeira")!;
  addDirectConversation(
    out,
    people.marta,
    ericeira.tropleaderId,
    ericeira.row.id,
    MARTA_CHAT,
    new Date(now.getTime() - 2 * DAY),
    true,
  );

  // The group chat of Marta's upcoming departure: its tropleader and every confirmed traveller.
  const martaNext = bookings.find((b) => b.userId === people.marta.id && b.status === "confirmed")!;
  const group = bookings.filter((b) => b.departureId === martaNext.departureId && b.status === "confirmed");
  const startedAt = new Date(now.getTime() - 6 * DAY);
  const groupId = randomUUID();
  const other = group.find((b) => b.userId !== people.marta.id);
  const lines = [
    {
      senderId: martaNext.trip.tropleaderId,
      content:
        "¡Bienvenidos al grupo de Ericeira! 🌊 Aquí os iré contando novedades del viaje. Cualquier duda, preguntad sin miedo.",
      at: 0,
    },
    ...(other
      ? [{ senderId: other.userId, content: "¡Qué ganas! ¿Alguien llega a Lisboa la noche anterior?", at: 3 }]
      : []),
    { senderId: people.marta.id, content: "¡Yo! Si queréis cenamos juntos en el Barrio Alto 😊", at: 5 },
  ];
  out.conversations.push({
    id: groupId,
    kind: "group",
    departureId: martaNext.departureId,
    tripId: martaNext.tripId,
    title: martaNext.trip.demo.title,
    lastMessageAt: new Date(startedAt.getTime() + 5 * HOUR),
    createdAt: startedAt,
  });
  for (const userId of [martaNext.trip.tropleaderId, ...new Set(group.map((b) => b.userId))]) {
    out.members.push({
      conversationId: groupId,
      userId,
      joinedAt: startedAt,
      lastReadAt: new Date(startedAt.getTime() + 6 * HOUR),
    });
  }
  for (const l of lines) {
    out.messages.push({
      conversationId: groupId,
      senderId: l.senderId,
      content: l.content,
      isRead: true,
      createdAt: new Date(startedAt.getTime() + l.at * HOUR),
    });
  }

  await db.insert(conversations).values(out.conversations);
  await db.insert(conversationMembers).values(out.members);
  await db.insert(messages).values(out.messages);
}

/** A few notifications, so the bell has something to show. */
export async function seedNotifications(
  db: DbOrTx,
  bookings: SeededBooking[],
  people: SeededPeople,
  now: Date,
) {
  const martaNext = bookings.find((b) => b.userId === people.marta.id && b.status === "confirmed")!;
  const toReview = bookings.find(
    (b) => b.userId === people.marta.id && b.status === "completed" && b.trip.demo.key === "surf-taghazout",
  )!;
  await db.insert(notifications).values([
    {
      userId: people.marta.id,
      type: "booking_confirmed",
      params: {
        tripTitle: martaNext.trip.demo.title,
        tripId: martaNext.tripId,
        reference: martaNext.bookingReference,
      },
      readAt: martaNext.confirmedAt!,
      createdAt: martaNext.confirmedAt!,
    },
    {
      userId: people.marta.id,
      type: "review_reminder",
      params: { tripTitle: toReview.trip.demo.title, tripId: toReview.tripId },
      createdAt: new Date(now.getTime() - 20 * DAY),
    },
    {
      userId: martaNext.trip.tropleaderId,
      type: "booking_received",
      params: {
        tripTitle: martaNext.trip.demo.title,
        tripId: martaNext.tripId,
        travellerName: people.marta.name,
        participants: martaNext.participantsCount ?? 1,
        reference: martaNext.bookingReference,
      },
      createdAt: martaNext.confirmedAt!,
    },
  ]);
}
