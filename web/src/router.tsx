import { createRootRoute, createRoute, createRouter, stripSearchParams } from "@tanstack/react-router";
import { AppShell } from "./components/layout/app-shell.tsx";
import { GuardedLayout } from "./components/layout/guarded-layout.tsx";
import { AcceptInvitePage } from "./routes/accept-invite.tsx";
import { AccountPage } from "./routes/account.tsx";
import { AdminPage } from "./routes/admin.tsx";
import { AutomatedPipelinePage } from "./routes/automated-pipeline.tsx";
import { CbctTesterPage } from "./routes/cbct-tester.tsx";
import { DashboardPage } from "./routes/dashboard.tsx";
import { GlideIntegrationPage } from "./routes/glide-integration.tsx";
import { GoogleDriveCallbackPage } from "./routes/google-drive-callback.tsx";
import { ForgotPasswordPage } from "./routes/forgot-password.tsx";
import { GoogleSheetsPage } from "./routes/google-sheets.tsx";
import { DASHBOARD_SEARCH_DEFAULTS, validateDashboardSearch } from "./features/leads/dashboard-search.ts";
import { validateMapSearch } from "./features/map/map-search.ts";
import { LeadsMapPage } from "./routes/leads-map.tsx";
import { LoginPage } from "./routes/login.tsx";
import { NotFoundPage } from "./routes/not-found.tsx";
import { RegisterPage } from "./routes/register.tsx";
import { ResetPasswordPage } from "./routes/reset-password.tsx";
import { SetupAdminPage } from "./routes/setup-admin.tsx";
import { TerritoriesPage } from "./routes/territories.tsx";
import { VerifyEmailPage } from "./routes/verify-email.tsx";

/** Spec 2's route table, code-based. Guarded screens hang under one pathless layout that owns the guard. */
const rootRoute = createRootRoute({ component: AppShell, notFoundComponent: NotFoundPage });

const loginRoute = createRoute({ getParentRoute: () => rootRoute, path: "/auth/login", component: LoginPage });
const registerRoute = createRoute({ getParentRoute: () => rootRoute, path: "/auth/register", component: RegisterPage });
// One-time links from e-mails (and the launcher's setup link): open without a session.
const accountLinkRoutes = [
  createRoute({ getParentRoute: () => rootRoute, path: "/auth/verify-email", component: VerifyEmailPage }),
  createRoute({ getParentRoute: () => rootRoute, path: "/auth/forgot-password", component: ForgotPasswordPage }),
  createRoute({ getParentRoute: () => rootRoute, path: "/auth/reset-password", component: ResetPasswordPage }),
  createRoute({ getParentRoute: () => rootRoute, path: "/auth/accept-invite", component: AcceptInvitePage }),
  createRoute({ getParentRoute: () => rootRoute, path: "/auth/setup-admin", component: SetupAdminPage }),
];
const driveCallbackRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/auth/google-drive/callback",
  component: GoogleDriveCallbackPage,
});

const guardedRoute = createRoute({ getParentRoute: () => rootRoute, id: "guarded", component: GuardedLayout });
// The dashboard's list state (page, size, sort, filters, smart search) lives in its URL; defaults are left out of it.
const indexRoute = createRoute({
  getParentRoute: () => guardedRoute,
  path: "/",
  component: DashboardPage,
  validateSearch: validateDashboardSearch,
  search: { middlewares: [stripSearchParams(DASHBOARD_SEARCH_DEFAULTS)] },
});
const dashboardRoute = createRoute({
  getParentRoute: () => guardedRoute,
  path: "/dashboard",
  component: DashboardPage,
  // Also ?lead=<id>: that lead's details open (the links of territory alerts and their e-mail digest, issue 22).
  validateSearch: validateDashboardSearch,
  search: { middlewares: [stripSearchParams(DASHBOARD_SEARCH_DEFAULTS)] },
});
const territoriesRoute = createRoute({
  getParentRoute: () => guardedRoute,
  path: "/territories",
  component: TerritoriesPage,
});
// Issue 22: the leads on a map; its filters and view live in the URL.
const leadsMapRoute = createRoute({
  getParentRoute: () => guardedRoute,
  path: "/map",
  component: LeadsMapPage,
  validateSearch: validateMapSearch,
});
const testerRoute = createRoute({
  getParentRoute: () => guardedRoute,
  path: "/cbct-tester",
  component: CbctTesterPage,
});
const glideRoute = createRoute({
  getParentRoute: () => guardedRoute,
  path: "/glide-integration",
  component: GlideIntegrationPage,
});
const sheetsRoute = createRoute({
  getParentRoute: () => guardedRoute,
  path: "/google-sheets",
  component: GoogleSheetsPage,
});
const pipelineRoute = createRoute({
  getParentRoute: () => guardedRoute,
  path: "/automated-pipeline",
  component: AutomatedPipelinePage,
});

const adminRoute = createRoute({ getParentRoute: () => guardedRoute, path: "/admin", component: AdminPage });
const accountRoute = createRoute({ getParentRoute: () => guardedRoute, path: "/account", component: AccountPage });

const routeTree = rootRoute.addChildren([
  loginRoute,
  registerRoute,
  ...accountLinkRoutes,
  driveCallbackRoute,
  guardedRoute.addChildren([
    indexRoute,
    dashboardRoute,
    leadsMapRoute,
    territoriesRoute,
    testerRoute,
    glideRoute,
    sheetsRoute,
    pipelineRoute,
    adminRoute,
    accountRoute,
  ]),
]);

export function createAppRouter() {
  return createRouter({ routeTree, defaultPreload: false, scrollRestoration: true });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
