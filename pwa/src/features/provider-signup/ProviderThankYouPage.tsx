import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { usePageMeta } from '../../ui/usePageMeta';

export default function ProviderThankYouPage() {
  usePageMeta({ title: 'Profile Submitted', description: 'Your profile is under review; we will verify your credentials before it goes live.', noindex: true });
  return <PagePlaceholder heading="Profile Submitted Successfully!" summary="Your profile is under review; we will verify your credentials before it goes live." />;
}
