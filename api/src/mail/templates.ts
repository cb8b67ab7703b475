import type { NewMail } from "@cbct/shared/db/queries/accounts";

/** The messages the app sends. Plain text: every client shows it, and the link is the whole point. */

const signature = "\n\n-- \nCBCT Intelligence\nIf you did not expect this e-mail, you can ignore it.";

export function verifyEmailMail(to: string, name: string, link: string): NewMail {
  return {
    to,
    subject: "Confirm your e-mail address",
    text:
      `Hello ${name},\n\nPlease confirm that ${to} is your e-mail address by opening this link:\n\n${link}\n\n` +
      `The link works once and expires in 24 hours.${signature}`,
  };
}

export function resetPasswordMail(to: string, name: string, link: string): NewMail {
  return {
    to,
    subject: "Reset your password",
    text:
      `Hello ${name},\n\nSomeone (hopefully you) asked to reset the password of your CBCT Intelligence account. ` +
      `Choose a new password here:\n\n${link}\n\nThe link works once and expires in 1 hour. ` +
      `If you did not ask for this, your password stays as it is.${signature}`,
  };
}

export function inviteMail(to: string, inviter: string, link: string): NewMail {
  return {
    to,
    subject: "You are invited to CBCT Intelligence",
    text:
      `Hello,\n\n${inviter} invited you to CBCT Intelligence. Choose your password and sign in here:\n\n${link}\n\n` +
      `The invitation works once and expires in 7 days.${signature}`,
  };
}
