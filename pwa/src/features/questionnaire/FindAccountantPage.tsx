import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { usePageMeta } from '../../ui/usePageMeta';

export default function FindAccountantPage() {
  usePageMeta({ title: 'Find an Accountant', description: 'Answer a few quick questions and we will match you with 1-3 qualified accountants, with details emailed within 24 hours.' });
  return <PagePlaceholder heading="Help me find an accountant" summary="Answer a few quick questions and we will match you with 1-3 qualified accountants, with details emailed within 24 hours." />;
}
