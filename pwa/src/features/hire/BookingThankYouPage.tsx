import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { usePageMeta } from '../../ui/usePageMeta';

export default function BookingThankYouPage() {
  usePageMeta({ title: 'Request Sent', description: 'Your booking request has been sent to the professional, who will contact you directly.', noindex: true });
  return <PagePlaceholder heading="Request Sent Successfully!" summary="Your booking request has been sent to the professional, who will contact you directly." />;
}
