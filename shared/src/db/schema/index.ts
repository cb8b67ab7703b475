export * from "./activity.ts";
export * from "./detections.ts";
export * from "./drive-connections.ts";
export * from "./jobs.ts";
export * from "./practices.ts";
export * from "./users.ts";
export * from "./pipeline-runs.ts";
export * from "./accounts.ts";
