import { relations } from "drizzle-orm";
import { bookings, payments, reviews } from "./bookings.ts";
import { conversationMembers, conversations, messages } from "./messaging.ts";
import {
  categories,
  destinations,
  tripDepartures,
  tripFaqs,
  tripGallery,
  tripInclusions,
  tripItinerary,
  trips,
  wishlists,
} from "./trips.ts";
import { tropleaderGallery, tropleaderProfiles, users } from "./users.ts";

export const usersRelations = relations(users, ({ one, many }) => ({
  tropleaderProfile: one(tropleaderProfiles, { fields: [users.id], references: [tropleaderProfiles.userId] }),
  trips: many(trips),
  bookings: many(bookings),
  gallery: many(tropleaderGallery),
}));

export const tropleaderProfilesRelations = relations(tropleaderProfiles, ({ one }) => ({
  user: one(users, { fields: [tropleaderProfiles.userId], references: [users.id] }),
}));

export const tropleaderGalleryRelations = relations(tropleaderGallery, ({ one }) => ({
  user: one(users, { fields: [tropleaderGallery.userId], references: [users.id] }),
}));

export const tripsRelations = relations(trips, ({ one, many }) => ({
  tropleader: one(users, { fields: [trips.tropleaderId], references: [users.id] }),
  category: one(categories, { fields: [trips.categoryId], references: [categories.id] }),
  destination: one(destinations, { fields: [trips.destinationId], references: [destinations.id] }),
  itinerary: many(tripItinerary),
  inclusions: one(tripInclusions, { fields: [trips.id], references: [tripInclusions.tripId] }),
  faqs: many(tripFaqs),
  gallery: many(tripGallery),
  departures: many(tripDepartures),
  reviews: many(reviews),
}));

export const tripItineraryRelations = relations(tripItinerary, ({ one }) => ({
  trip: one(trips, { fields: [tripItinerary.tripId], references: [trips.id] }),
}));
export const tripFaqsRelations = relations(tripFaqs, ({ one }) => ({
  trip: one(trips, { fields: [tripFaqs.tripId], references: [trips.id] }),
}));
export const tripGalleryRelations = relations(tripGallery, ({ one }) => ({
  trip: one(trips, { fields: [tripGallery.tripId], references: [trips.id] }),
}));
export const tripDeparturesRelations = relations(tripDepartures, ({ one, many }) => ({
  trip: one(trips, { fields: [tripDepartures.tripId], references: [trips.id] }),
  bookings: many(bookings),
}));
export const wishlistsRelations = relations(wishlists, ({ one }) => ({
  user: one(users, { fields: [wishlists.userId], references: [users.id] }),
  trip: one(trips, { fields: [wishlists.tripId], references: [trips.id] }),
}));

export const bookingsRelations = relations(bookings, ({ one, many }) => ({
  user: one(users, { fields: [bookings.userId], references: [users.id] }),
  trip: one(trips, { fields: [bookings.tripId], references: [trips.id] }),
  departure: one(tripDepartures, { fields: [bookings.departureId], references: [tripDepartures.id] }),
  review: one(reviews, { fields: [bookings.id], references: [reviews.bookingId] }),
  payments: many(payments),
}));
export const paymentsRelations = relations(payments, ({ one }) => ({
  booking: one(bookings, { fields: [payments.bookingId], references: [bookings.id] }),
}));
export const reviewsRelations = relations(reviews, ({ one }) => ({
  user: one(users, { fields: [reviews.userId], references: [users.id] }),
  trip: one(trips, { fields: [reviews.tripId], references: [trips.id] }),
  booking: one(bookings, { fields: [reviews.bookingId], references: [bookings.id] }),
}));

export const conversationsRelations = relations(conversations, ({ one, many }) => ({
  participant1: one(users, { fields: [conversations.participant1Id], references: [users.id] }),
  participant2: one(users, { fields: [conversations.participant2Id], references: [users.id] }),
  trip: one(trips, { fields: [conversations.tripId], references: [trips.id] }),
  departure: one(tripDepartures, { fields: [conversations.departureId], references: [tripDepartures.id] }),
  members: many(conversationMembers),
  messages: many(messages),
}));
export const conversationMembersRelations = relations(conversationMembers, ({ one }) => ({
  conversation: one(conversations, {
    fields: [conversationMembers.conversationId],
    references: [conversations.id],
  }),
  user: one(users, { fields: [conversationMembers.userId], references: [users.id] }),
}));
export const messagesRelations = relations(messages, ({ one }) => ({
  conversation: one(conversations, { fields: [messages.conversationId], references: [conversations.id] }),
  sender: one(users, { fields: [messages.senderId], references: [users.id] }),
}));
