import { PagePlaceholder } from '../components/PagePlaceholder';
import { usePageMeta } from '../hooks/usePageMeta';

export default function AdminCrudPage() {
  usePageMeta({ title: 'Admin Management', description: 'Create, edit and delete businesses and providers.', noindex: true });
  return <PagePlaceholder heading="Admin Management" summary="Create, edit and delete businesses and providers." />;
}
