import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { usePageMeta } from '../../ui/usePageMeta';

export default function DashboardPage() {
  usePageMeta({ title: 'Provider Dashboard', description: 'Track your leads, response rate and won work.', noindex: true });
  return <PagePlaceholder heading="Provider Dashboard" summary="Track your leads, response rate and won work." />;
}
