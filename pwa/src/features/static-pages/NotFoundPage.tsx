import { usePageMeta } from '../../ui/usePageMeta';
import { ButtonLink } from '../../ui/ButtonLink';

/** Spec §2: the exact heading and sentence of the not-found page. */
export default function NotFoundPage() {
  usePageMeta({ title: 'Page Not Found', description: 'The page you asked for does not exist.', noindex: true });
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-ink sm:text-4xl">404 Page Not Found</h1>
      <p className="mt-3 text-muted">Did you forget to add the page to the router?</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">Back to Home</ButtonLink>
        <ButtonLink to="/marketplace" variant="secondary">
          Browse professionals
        </ButtonLink>
      </div>
    </section>
  );
}
