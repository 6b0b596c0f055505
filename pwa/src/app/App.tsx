import { RouterProvider } from 'react-router-dom';
import { Toaster } from '../ui/Toaster';
import { ErrorBoundary } from './ErrorBoundary';
import { UpdateBanner } from './UpdateBanner';
import { createAppRouter } from './routes';

const router = createAppRouter();

export function App() {
  return (
    <ErrorBoundary>
      <RouterProvider router={router} />
      <UpdateBanner />
      <Toaster />
    </ErrorBoundary>
  );
}
