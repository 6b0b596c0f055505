import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { usePageMeta } from '../../ui/usePageMeta';

export default function HowMatchingWorksPage() {
  usePageMeta({ title: 'How matching works', description: 'How LedgerLink picks the 1-3 professionals it matches you with. Nobody can pay to rank higher.' });
  return <PagePlaceholder heading="How matching works" summary="How LedgerLink picks the 1-3 professionals it matches you with. Nobody can pay to rank higher." />;
}
