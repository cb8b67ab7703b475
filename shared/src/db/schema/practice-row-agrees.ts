/**
 * Compile-time proof that the browser-safe row types in core (written by hand, in zod) say what the drizzle tables
 * say. Nothing here runs: a column added to one side and not the other fails `tsc -p shared` on the line that names
 * the disagreeing pair. (The column names and nullability are also checked at run time by practice-row-agrees.test.ts,
 * which reads the table definition.)
 */
import type { NewPracticeRow, PracticeRow, PracticeWireRow, Wire } from "@cbct/core/contracts/wire-row";
import type { NewDetectionRow } from "@cbct/core/vocabulary/detection";
import type { NewCbctDetection } from "./detections.ts";
import type { NewPractice, Practice } from "./practices.ts";

/** Flattens intersections and mapped types so two spellings of the same object type compare equal. */
type Flat<T> = { [K in keyof T]: T[K] };
/** True only when A and B are the same type (not merely assignable one way). */
type Equals<A, B> = (<T>() => T extends Flat<A> ? 1 : 2) extends <T>() => T extends Flat<B> ? 1 : 2 ? true : false;
type Assert<T extends true> = T;

export type PracticeRowAgrees = Assert<Equals<PracticeRow, Practice>>;
export type NewPracticeRowAgrees = Assert<Equals<NewPracticeRow, NewPractice>>;
export type PracticeWireRowAgrees = Assert<Equals<PracticeWireRow, Wire<Practice>>>;
export type NewDetectionRowAgrees = Assert<
  Equals<NewDetectionRow, Omit<NewCbctDetection, "id" | "practiceId" | "createdAt">>
>;
