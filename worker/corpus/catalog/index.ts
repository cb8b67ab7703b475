import type { SiteDef } from "../types.ts";
import { CBCT_HIDDEN } from "./cbct-hidden.ts";
import { CBCT_MODELS_A } from "./cbct-models-a.ts";
import { CBCT_MODELS_B } from "./cbct-models-b.ts";
import { CBCT_MODELS_C } from "./cbct-models-c.ts";
import { CBCT_MODELS_SIRONA } from "./cbct-models-sirona.ts";
import { CBCT_MODELS_VATECH } from "./cbct-models-vatech.ts";
import { CBCT_SOFT } from "./cbct-soft.ts";
import { HOSTILE } from "./hostile.ts";
import { JS_ONLY } from "./js-only.ts";
import { LOOK_ALIKES_A } from "./look-alikes-a.ts";
import { LOOK_ALIKES_B } from "./look-alikes-b.ts";
import { NO_IMAGING } from "./no-imaging.ts";

/** The hand-written catalog, in a stable order. */
export const CATALOG: readonly SiteDef[] = [
  ...CBCT_MODELS_A,
  ...CBCT_MODELS_SIRONA,
  ...CBCT_MODELS_B,
  ...CBCT_MODELS_VATECH,
  ...CBCT_MODELS_C,
  ...CBCT_HIDDEN,
  ...JS_ONLY,
  ...CBCT_SOFT,
  ...LOOK_ALIKES_A,
  ...LOOK_ALIKES_B,
  ...NO_IMAGING,
  ...HOSTILE,
];
