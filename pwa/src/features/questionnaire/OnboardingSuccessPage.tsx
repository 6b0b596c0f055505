import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { usePageMeta } from '../../ui/usePageMeta';

export default function OnboardingSuccessPage() {
  usePageMeta({ title: 'Thank You', description: 'We are matching you with qualified accountants. Expect to hear from us within 24 hours.', noindex: true });
  return <PagePlaceholder heading="Thank You!" summary="We are matching you with qualified accountants. Expect to hear from us within 24 hours." />;
}
