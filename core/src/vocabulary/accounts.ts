/** A user's role: admins manage users and see every admin panel. */
export const USER_ROLES = ["user", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** What a one-time account link is for. */
export const ACCOUNT_TOKEN_PURPOSES = ["verify_email", "reset_password", "invite", "admin_setup"] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/** A Google Drive connection either works or needs the user to connect again. */
export const DRIVE_CONNECTION_STATUSES = ["connected", "reconnect_needed"] as const;
export type DriveConnectionStatus = (typeof DRIVE_CONNECTION_STATUSES)[number];
