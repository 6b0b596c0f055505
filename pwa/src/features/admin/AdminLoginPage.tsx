import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { usePageMeta } from '../../ui/usePageMeta';

export default function AdminLoginPage() {
  usePageMeta({ title: 'Admin Login', description: 'Sign in with your administrator username and password.', noindex: true });
  return <PagePlaceholder heading="Admin Login" summary="Sign in with your administrator username and password." />;
}
