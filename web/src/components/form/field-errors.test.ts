import { loginSchema, registerSchema } from "@cbct/core/contracts/auth";
import { describe, expect, it } from "vitest";
import { fieldErrors } from "./field-errors.ts";

function errorsOf(schema: typeof loginSchema | typeof registerSchema, values: Record<string, string>) {
  const result = schema.safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
}

describe("fieldErrors", () => {
  it.each([
    [
      "an empty sign-in form",
      loginSchema,
      { email: "", password: "" },
      { email: "Invalid email address", password: "Password is required" },
    ],
    ["a bad e-mail", loginSchema, { email: "nope", password: "x" }, { email: "Invalid email address" }],
    ["a valid sign-in", loginSchema, { email: "a@b.co", password: "x" }, {}],
    [
      "a short registration",
      registerSchema,
      { name: "A", email: "a@b", password: "short" },
      {
        name: "Name must be at least 2 characters",
        email: "Invalid email address",
        password: "Password must be at least 8 characters",
      },
    ],
  ])("gives the spec's message per field for %s", (_, schema, values, expected) => {
    expect(errorsOf(schema, values)).toEqual(expected);
  });
});
