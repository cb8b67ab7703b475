import { describe, expect, it } from "vitest";
import {
  insertActivitySchema,
  insertCbctDetectionSchema,
  insertPracticeSchema,
  insertScrapingJobSchema,
  insertUserSchema,
} from "./insert-shapes.ts";

describe("insert shapes (spec 3)", () => {
  it("take a practice without its generated id and timestamps, and require a name", () => {
    const parsed = insertPracticeSchema.parse({
      id: 7,
      practiceName: "Lakeside Family Dentistry",
      services: ["Dental Implants"],
      cbctConfidence: "95.00",
      createdAt: new Date(),
      lastUpdated: new Date(),
    });
    expect(parsed).toEqual({
      practiceName: "Lakeside Family Dentistry",
      services: ["Dental Implants"],
      cbctConfidence: "95.00",
    });
    expect(insertPracticeSchema.safeParse({ city: "Austin" }).success).toBe(false);
  });

  it("take a user without id, createdAt or lastLoginAt, and require e-mail, password and name", () => {
    const parsed = insertUserSchema.parse({
      id: 1,
      email: "a@b.co",
      password: "$argon2id$...",
      name: "Dana",
      lastLoginAt: new Date(),
    });
    expect(parsed).toEqual({ email: "a@b.co", password: "$argon2id$...", name: "Dana" });
    expect(insertUserSchema.safeParse({ email: "a@b.co", name: "Dana" }).success).toBe(false);
  });

  it("require what the tables require for jobs, detections and activity", () => {
    expect(
      insertScrapingJobSchema.safeParse({ jobId: "j1", practiceUrl: "https://x.com/", websiteDomain: "x.com" }).success,
    ).toBe(true);
    expect(insertScrapingJobSchema.safeParse({ jobId: "j1" }).success).toBe(false);
    expect(
      insertCbctDetectionSchema.safeParse({ practiceId: 1, detectionType: "confirmed", confidence: "90" }).success,
    ).toBe(true);
    expect(insertCbctDetectionSchema.safeParse({ practiceId: 1, detectionType: "confirmed" }).success).toBe(false);
    expect(insertActivitySchema.safeParse({ type: "scrape_started", message: "Scraping started" }).success).toBe(true);
    expect(insertActivitySchema.safeParse({ type: "scrape_started" }).success).toBe(false);
  });
});
