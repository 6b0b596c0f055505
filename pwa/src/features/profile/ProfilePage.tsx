import { useParams } from 'react-router-dom';
import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { usePageMeta } from '../../ui/usePageMeta';

interface ProfilePageProps {
  /** Set by the `/@{username}` route, which React Router cannot express as a path pattern. */
  username?: string;
}

/** A provider's public profile, reached by /@handle, /provider/{type}/{username} or /bookkeeper/{slug}. */
export default function ProfilePage({ username }: ProfilePageProps) {
  const params = useParams();
  const handle = username ?? params.username ?? params.slug ?? '';
  usePageMeta({
    title: `${handle} — Professional Profile`,
    description: `The profile of ${handle}: services, specializations, reviews and how to get in touch.`,
  });
  return <PagePlaceholder heading="Professional Profile" summary={`About ${handle}: services, specializations, reviews and contact details.`} />;
}
