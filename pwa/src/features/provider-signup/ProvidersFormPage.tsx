import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { usePageMeta } from '../../ui/usePageMeta';

export default function ProvidersFormPage() {
  usePageMeta({ title: 'Provider Registration', description: 'Create your free profile as an individual professional or a firm and start receiving leads from businesses.' });
  return <PagePlaceholder heading="Join LedgerLink as a professional" summary="Create your free profile as an individual professional or a firm and start receiving leads from businesses." />;
}
