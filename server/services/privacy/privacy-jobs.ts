/** The privacy feature's job types (registered in server/jobs/job-registry.ts). */
export const PRIVACY_JOBS = {
  /** Prepares one data export (payload: { requestId }). */
  buildExport: "privacy.build-export",
} as const;
