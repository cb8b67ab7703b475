import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import { requireSession, sessionLoader } from "./auth/guards.ts";
import type { AppDeps } from "./deps.ts";
import type { AppEnv } from "./env.ts";
import { AppError } from "./http/app-error.ts";
import { csrfProtection } from "./http/csrf.ts";
import { errorHandler } from "./http/error-handler.ts";
import { mountSpa, resolveSpaDir } from "./http/spa.ts";
import { authRoutes } from "./routes/auth.ts";
import { cbctRoutes } from "./routes/cbct.ts";
import { exportRoutes } from "./routes/export.ts";
import { glideRoutes } from "./routes/glide.ts";
import { DRIVE_CALLBACK_PATH, googleDriveRoutes } from "./routes/google-drive.ts";
import { healthRoutes } from "./routes/health.ts";
import { practiceRoutes } from "./routes/practices.ts";
import { scrapingRoutes } from "./routes/scraping.ts";
import { sheetsRoutes } from "./routes/sheets.ts";

const KB = 1024;
const DEFAULT_BODY_LIMIT = 1024 * KB;
// The tester accepts 500,000 characters of pasted text; UTF-8 and JSON escaping can triple that in bytes.
const ANALYZE_BODY_LIMIT = 3 * 1024 * KB;

const tooLarge = () => new AppError("payload_too_large", "Request body is too large");

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.onError(errorHandler(deps.log));
  app.notFound((c) => c.json({ error: "Not found" }, 404));

  // The consent popup comes back here from Google's origin; with the app's opener policy that navigation would cut the
  // popup off from the page that opened it (which then sees it as closed before the code is exchanged).
  app.use(DRIVE_CALLBACK_PATH, async (c, next) => {
    await next();
    c.header("Cross-Origin-Opener-Policy", "unsafe-none");
  });
  app.use(
    "*",
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // The component library injects <style> elements at runtime.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      // The cloud-drive sign-in opens a popup whose closing the page watches (spec 4).
      crossOriginOpenerPolicy: "same-origin-allow-popups",
      referrerPolicy: "strict-origin-when-cross-origin",
    }),
  );

  const limit = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw tooLarge();
      },
    });
  const defaultLimit = limit(DEFAULT_BODY_LIMIT);
  const analyzeLimit = limit(ANALYZE_BODY_LIMIT);
  app.use("/api/*", (c, next) => (c.req.path === "/api/cbct/analyze" ? analyzeLimit(c, next) : defaultLimit(c, next)));
  app.use("/api/*", csrfProtection({ trustProxy: deps.config.TRUST_PROXY, appOrigins: deps.config.APP_ORIGINS }));
  app.use("/api/*", sessionLoader(deps));
  app.use("/api/*", requireSession);

  app.route("/api", healthRoutes(deps));
  app.route("/api/auth", authRoutes(deps));
  app.route("/api/practices", practiceRoutes(deps));
  app.route("/api/scraping", scrapingRoutes(deps));
  app.route("/api/cbct", cbctRoutes(deps));
  app.route("/api/export", exportRoutes(deps));
  app.route("/api/sheets", sheetsRoutes(deps));
  app.route("/api/google-drive", googleDriveRoutes(deps));
  app.route("/api/glide", glideRoutes(deps));

  app.all("/api/*", () => {
    throw new AppError("not_found", "Not found");
  });

  const spaDir = resolveSpaDir(deps.config.WEB_DIST_DIR);
  if (spaDir) mountSpa(app, spaDir);
  return app;
}
