import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { usePageMeta } from '../../ui/usePageMeta';

export default function AdminCrudPage() {
  usePageMeta({ title: 'Admin Management', description: 'Create, edit and delete businesses and providers.', noindex: true });
  return <PagePlaceholder heading="Admin Management" summary="Create, edit and delete businesses and providers." />;
}
