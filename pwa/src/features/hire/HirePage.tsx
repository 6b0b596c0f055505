import { useParams } from 'react-router-dom';
import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { usePageMeta } from '../../ui/usePageMeta';

export default function HirePage() {
  const { slug = '' } = useParams();
  usePageMeta({ title: 'Hire a Professional', description: 'Send a booking request with your business and project details.' });
  return <PagePlaceholder heading="Hire a Professional" summary={`Send a booking request to ${slug} with your business and project details.`} />;
}
