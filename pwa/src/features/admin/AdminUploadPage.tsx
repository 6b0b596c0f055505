import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { usePageMeta } from '../../ui/usePageMeta';

export default function AdminUploadPage() {
  usePageMeta({ title: 'Firm Upload Management', description: 'Upload a CSV file of firms to add them to the marketplace.', noindex: true });
  return <PagePlaceholder heading="Firm Upload Management" summary="Upload a CSV file of firms to add them to the marketplace." />;
}
