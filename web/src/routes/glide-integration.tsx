import { PageHeader } from "../components/layout/page-header.tsx";

export function GlideIntegrationPage() {
  return <PageHeader title="Glide Integration" />;
}
