import { ChevronRight } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { usePageCrumbFor } from '../../ui/page-crumb';
import { breadcrumbTrail } from './breadcrumb-trail';

/** Hidden on the home page; the last crumb is the current page. */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const pageLabel = usePageCrumbFor(pathname);
  const crumbs = breadcrumbTrail(pathname);
  if (crumbs.length === 0) return null;
  if (pageLabel) crumbs[crumbs.length - 1] = { label: pageLabel };

  return (
    <nav aria-label="Breadcrumb" className="border-b border-slate-100 bg-slate-50">
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-4 py-2 text-sm text-slate-600 sm:px-6 lg:px-8">
        {crumbs.map((crumb, index) => {
          const isLast = index === crumbs.length - 1;
          return (
            <li key={`${index}-${crumb.label}`} className="flex items-center gap-1">
              {index > 0 ? <ChevronRight aria-hidden="true" className="h-4 w-4 text-slate-400" /> : null}
              {crumb.to && !isLast ? (
                <Link to={crumb.to} className="inline-flex min-h-6 items-center rounded hover:text-brand-700 hover:underline">
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current={isLast ? 'page' : undefined} className={`inline-flex min-h-6 items-center${isLast ? ' font-medium text-ink' : ''}`}>
                  {crumb.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
