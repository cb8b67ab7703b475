import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { adminPageGuard, QUEUE_DASHBOARD_PATH, queueDashboard } from "./admin/queue-dashboard.ts";
import { adminUserListRoutes } from "./admin/user-list-routes.ts";
import { requireSession, requireVerifiedEmail, sessionLoader } from "./auth/guards.ts";
import type { AppDeps } from "./deps.ts";
import type { AppEnv } from "./env.ts";
import { AppError } from "./http/app-error.ts";
import { bodyLimit } from "./http/body-limit.ts";
import { csrfProtection } from "./http/csrf.ts";
import { errorHandler } from "./http/error-handler.ts";
import { hostCheck } from "./http/host-check.ts";
import { isHttpsRequest } from "./http/request-info.ts";
import { requestLog } from "./http/request-log.ts";
import { refuseUnsafeUrl } from "./http/safe-url.ts";
import { mountSpa, resolveSpaDir } from "./http/spa.ts";
import { createApiMetrics } from "./observability/api-metrics.ts";
import { accountRoutes } from "./routes/account.ts";
import { adminUserRoutes } from "./routes/admin-users.ts";
import { activityRoutes } from "./routes/activity.ts";
import { adminRecycleBinRoutes } from "./routes/admin-recycle-bin.ts";
import { authRoutes } from "./routes/auth.ts";
import { cbctRoutes } from "./routes/cbct.ts";
import { dashboardRoutes } from "./routes/dashboard.ts";
import { exportRoutes } from "./routes/export.ts";
import { glideRoutes } from "./routes/glide.ts";
import { DRIVE_CALLBACK_PATH, googleDriveRoutes } from "./routes/google-drive.ts";
import { healthRoutes } from "./routes/health.ts";
import { metricsRoutes } from "./routes/metrics.ts";
import { pipelineRoutes } from "./routes/pipeline.ts";
import { practiceHistoryRoutes } from "./routes/practice-history.ts";
import { practiceRoutes } from "./routes/practices.ts";
import { practiceMapRoutes, tileOrigin } from "./routes/practices-map.ts";
import { scrapingRoutes } from "./routes/scraping.ts";
import { sheetsRoutes } from "./routes/sheets.ts";
import { alertRoutes, territoryRoutes } from "./routes/territories.ts";

const KB = 1024;
const DEFAULT_BODY_LIMIT = 1024 * KB;
// The tester accepts 500,000 characters of pasted text; UTF-8 and JSON escaping can triple that in bytes.
const ANALYZE_BODY_LIMIT = 3 * 1024 * KB;

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  const metrics = createApiMetrics({ queues: deps.queues, metricsToken: deps.config.METRICS_TOKEN });
  app.use("*", metrics.observe);
  app.use("*", requestLog(deps.log));
  app.onError(errorHandler(deps.log));
  app.notFound((c) => c.json({ error: "Not found" }, 404));

  app.use("*", hostCheck(deps.config));
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
        // The leads map's raster tiles (MAP_TILE_URL) come from their own server.
        imgSrc: ["'self'", "data:", "blob:", ...[tileOrigin(deps.config.MAP_TILE_URL)].filter((o) => o !== null)],
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
      xFrameOptions: "DENY",
      // HSTS means nothing over plain HTTP (and would pin a local install to HTTPS it does not have).
      strictTransportSecurity: false,
    }),
  );
  app.use("*", async (c, next) => {
    await next();
    if (isHttpsRequest(c, deps.config.TRUST_PROXY))
      c.header("Strict-Transport-Security", "max-age=15552000; includeSubDomains");
    // Answers carry personal data: no browser or proxy cache may keep them. The few reads the app polls with
    // conditional requests (the leads list, one lead, dashboard metrics, activity) say "private, no-cache" themselves:
    // only the user's own browser may keep a copy, and it must revalidate it (ETag) before every use.
    if (c.req.path.startsWith("/api/") && !c.res.headers.get("Cache-Control")?.startsWith("private"))
      c.header("Cache-Control", "no-store");
  });
  app.use("/api/*", refuseUnsafeUrl);

  const defaultLimit = bodyLimit(DEFAULT_BODY_LIMIT);
  const analyzeLimit = bodyLimit(ANALYZE_BODY_LIMIT);
  app.use("/api/*", (c, next) => (c.req.path === "/api/cbct/analyze" ? analyzeLimit(c, next) : defaultLimit(c, next)));
  const csrf = csrfProtection({ trustProxy: deps.config.TRUST_PROXY, appOrigins: deps.config.APP_ORIGINS });
  const loadSession = sessionLoader(deps);
  app.use("/api/*", csrf);
  app.use("/api/*", loadSession);
  // Before the session guard: a Prometheus server presents METRICS_TOKEN and has no session (admins may use theirs).
  app.route("/api/metrics", metricsRoutes(metrics));
  app.use("/api/*", requireSession);
  app.use("/api/*", requireVerifiedEmail(deps.config));
  // Bull Board (admins only): its pages and its own API calls under one guarded path.
  for (const pattern of [QUEUE_DASHBOARD_PATH, `${QUEUE_DASHBOARD_PATH}/*`]) {
    app.use(pattern, defaultLimit, csrf, loadSession, adminPageGuard);
  }
  app.route(QUEUE_DASHBOARD_PATH, queueDashboard(deps.queues));

  app.route("/api", healthRoutes(deps));
  app.route("/api/auth", authRoutes(deps));
  app.route("/api/auth", accountRoutes(deps));
  // Before the practice routes: their /:id would otherwise answer /map.
  app.route("/api/practices/map", practiceMapRoutes(deps));
  app.route("/api/practices", practiceRoutes(deps));
  app.route("/api/practices", practiceHistoryRoutes(deps));
  app.route("/api/scraping", scrapingRoutes(deps));
  app.route("/api/cbct", cbctRoutes(deps));
  app.route("/api/export", exportRoutes(deps));
  app.route("/api/admin/users", adminUserListRoutes(deps));
  app.route("/api/admin/users", adminUserRoutes(deps));
  app.route("/api/dashboard", dashboardRoutes(deps));
  app.route("/api/activity", activityRoutes(deps));
  app.route("/api/admin/recycle-bin", adminRecycleBinRoutes(deps));
  app.route("/api/pipeline", pipelineRoutes(deps));
  app.route("/api/sheets", sheetsRoutes(deps));
  app.route("/api/google-drive", googleDriveRoutes(deps));
  app.route("/api/glide", glideRoutes(deps));
  app.route("/api/territories", territoryRoutes(deps));
  app.route("/api/alerts", alertRoutes(deps));

  app.all("/api/*", () => {
    throw new AppError("not_found", "Not found");
  });

  const spaDir = resolveSpaDir(deps.config.WEB_DIST_DIR);
  if (spaDir) mountSpa(app, spaDir);
  return app;
}
