import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorFallback } from './ErrorFallback';
import { PageUnavailable } from './PageUnavailable';
import { isChunkLoadError } from './chunk-load-error';

/**
 * The router's errorElement: render errors and failed lazy chunk loads inside any route. `inLayout`
 * when it renders inside the public layout's <main> (a page's error), not in place of the layout.
 */
export function RouteErrorPage({ inLayout = false }: { inLayout?: boolean }) {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <PageUnavailable />;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? (error.stack ?? error.message)
      : String(error);
  return <ErrorFallback detail={detail} inLayout={inLayout} />;
}
