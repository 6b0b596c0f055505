import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { usePageMeta } from '../../ui/usePageMeta';

export default function BusinessFormPage() {
  usePageMeta({ title: 'Business Registration', description: 'Describe your business and the help you need, and verified professionals will respond within 24-48 hours.' });
  return <PagePlaceholder heading="Tell us what your business needs" summary="Describe your business and the help you need, and verified professionals will respond within 24-48 hours." />;
}
