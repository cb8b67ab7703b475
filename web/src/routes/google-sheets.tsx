import { PageHeader } from "../components/layout/page-header.tsx";

export function GoogleSheetsPage() {
  return <PageHeader title="Google Sheets Export" />;
}
