import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from './ErrorBoundary';
import { LazyToaster } from './LazyToaster';
import { UpdateBanner } from './UpdateBanner';
import { preloadOpeningRoute } from './route-preload';
import { AppRoutes, routes } from './routes';

preloadOpeningRoute(routes, window.location);

export function App() {
  return (
    <ErrorBoundary>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <UpdateBanner />
      <LazyToaster />
    </ErrorBoundary>
  );
}
