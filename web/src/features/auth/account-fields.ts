/**
 * The account pages' fields as they are worded everywhere (sign-in, register, invitation, first administrator,
 * password reset and change); a page overrides the label where its wording differs ("New password").
 */
export const accountFields = {
  name: { label: "Full Name", placeholder: "Jane Smith", autoComplete: "name" },
  email: { label: "Email", type: "email", placeholder: "you@company.com", autoComplete: "email" },
  newPassword: {
    label: "Password",
    type: "password",
    placeholder: "At least 8 characters",
    autoComplete: "new-password",
  },
  repeatPassword: { label: "Repeat password", type: "password", autoComplete: "new-password" },
} as const;
