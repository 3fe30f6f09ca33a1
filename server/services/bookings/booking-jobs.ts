/** Job types of the bookings domain (handlers registered in server/jobs/job-registry.ts). */
export const BOOKING_JOBS = {
  processRefund: "bookings.process-refund",
} as const;
