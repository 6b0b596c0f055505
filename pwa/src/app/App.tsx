import { RouterProvider } from 'react-router-dom';
import { ErrorBoundary } from './ErrorBoundary';
import { LazyToaster } from './LazyToaster';
import { UpdateBanner } from './UpdateBanner';
import { forgetInheritedScrollPosition } from './layout/scroll-on-entry';
import { preloadOpeningRoute } from './route-preload';
import { createAppRouter, routes } from './routes';

preloadOpeningRoute(routes, window.location);
forgetInheritedScrollPosition();
const router = createAppRouter();

export function App() {
  return (
    <ErrorBoundary>
      <RouterProvider router={router} />
      <UpdateBanner />
      <LazyToaster />
    </ErrorBoundary>
  );
}
