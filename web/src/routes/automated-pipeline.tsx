import { PageHeader } from "../components/layout/page-header.tsx";

export function AutomatedPipelinePage() {
  return <PageHeader title="Automated Lead Pipeline" />;
}
