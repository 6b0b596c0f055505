import { PagePlaceholder } from '../components/PagePlaceholder';
import { usePageMeta } from '../hooks/usePageMeta';

export default function AdminLoginPage() {
  usePageMeta({ title: 'Admin Login', description: 'Sign in with your administrator username and password.', noindex: true });
  return <PagePlaceholder heading="Admin Login" summary="Sign in with your administrator username and password." />;
}
