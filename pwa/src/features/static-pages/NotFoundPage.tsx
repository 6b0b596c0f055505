import { usePageMeta } from '../../ui/usePageMeta';
import { ButtonLink } from '../../ui/ButtonLink';

/** What a visitor sees at an address that is no page (the server answers it with status 404): what happened, and where to go next. */
export default function NotFoundPage() {
  usePageMeta({ title: 'Page Not Found', description: 'The page you asked for does not exist.', noindex: true });
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold text-ink sm:text-4xl">We can’t find that page</h1>
      <p className="mt-3 text-muted">
        The link may be mistyped, or the page may have moved. You can still find a professional: browse the marketplace, or answer a
        few questions and we will match you with one.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/marketplace">Browse professionals</ButtonLink>
        <ButtonLink to="/find-accountant" variant="secondary">
          Get matched
        </ButtonLink>
        <ButtonLink to="/" variant="secondary">
          Home
        </ButtonLink>
      </div>
    </section>
  );
}
