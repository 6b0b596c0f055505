import { RouterProvider } from 'react-router-dom';
import { ErrorBoundary } from './ErrorBoundary';
import { LazyToaster } from './LazyToaster';
import { UpdateBanner } from './UpdateBanner';
import { forgetInheritedScrollPosition } from './layout/scroll-on-entry';
import { createAppRouter } from './routes';

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
