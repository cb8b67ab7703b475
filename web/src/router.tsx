import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  stripSearchParams,
} from "@tanstack/react-router";
import { AppShell } from "./components/layout/app-shell.tsx";
import { NotFoundPage } from "./routes/not-found.tsx";
import { DASHBOARD_SEARCH_DEFAULTS, validateDashboardSearch } from "./features/leads/dashboard-search.ts";
import { validateMapSearch } from "./features/map/map-search.ts";

// Every page is its own chunk, fetched when its route is first shown: the sign-in page must not download the
// dashboard's table, the map's Leaflet, the charts or the PDF report (the budget web-bundle.test.ts checks).
const AcceptInvitePage = lazyRouteComponent(() => import("./routes/accept-invite.tsx"), "AcceptInvitePage");
const AccountPage = lazyRouteComponent(() => import("./routes/account.tsx"), "AccountPage");
const AdminPage = lazyRouteComponent(() => import("./routes/admin.tsx"), "AdminPage");
const AutomatedPipelinePage = lazyRouteComponent(
  () => import("./routes/automated-pipeline.tsx"),
  "AutomatedPipelinePage",
);
const CbctTesterPage = lazyRouteComponent(() => import("./routes/cbct-tester.tsx"), "CbctTesterPage");
const DashboardPage = lazyRouteComponent(() => import("./routes/dashboard.tsx"), "DashboardPage");
const ForgotPasswordPage = lazyRouteComponent(() => import("./routes/forgot-password.tsx"), "ForgotPasswordPage");
const GlideIntegrationPage = lazyRouteComponent(() => import("./routes/glide-integration.tsx"), "GlideIntegrationPage");
const GoogleDriveCallbackPage = lazyRouteComponent(
  () => import("./routes/google-drive-callback.tsx"),
  "GoogleDriveCallbackPage",
);
const GoogleSheetsPage = lazyRouteComponent(() => import("./routes/google-sheets.tsx"), "GoogleSheetsPage");
// The signed-in frame (sidebar, banner) is a chunk of its own too: a visitor on the sign-in page never needs it.
const GuardedLayout = lazyRouteComponent(() => import("./components/layout/guarded-layout.tsx"), "GuardedLayout");
const LeadsMapPage = lazyRouteComponent(() => import("./routes/leads-map.tsx"), "LeadsMapPage");
const LoginPage = lazyRouteComponent(() => import("./routes/login.tsx"), "LoginPage");
const RegisterPage = lazyRouteComponent(() => import("./routes/register.tsx"), "RegisterPage");
const ResetPasswordPage = lazyRouteComponent(() => import("./routes/reset-password.tsx"), "ResetPasswordPage");
const SetupAdminPage = lazyRouteComponent(() => import("./routes/setup-admin.tsx"), "SetupAdminPage");
const TerritoriesPage = lazyRouteComponent(() => import("./routes/territories.tsx"), "TerritoriesPage");
const VerifyEmailPage = lazyRouteComponent(() => import("./routes/verify-email.tsx"), "VerifyEmailPage");

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
