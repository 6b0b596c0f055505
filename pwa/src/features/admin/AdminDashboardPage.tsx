import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { usePageMeta } from '../../ui/usePageMeta';

export default function AdminDashboardPage() {
  usePageMeta({ title: 'Admin Dashboard', description: 'Review provider applications and manage businesses, leads, settings and system health.', noindex: true });
  return <PagePlaceholder heading="Admin Dashboard" summary="Review provider applications and manage businesses, leads, settings and system health." />;
}
