import { lazy, Suspense, useEffect, useState } from 'react';
import { currentToasts, subscribeToasts } from '../ui/toast-store';

// Radix Toast (and its dismissable-layer/collection dependencies) is ~12 KiB compressed that no
// page needs before its first toast: it loads when a toast is raised, never on first paint.
const Toaster = lazy(() => import('../ui/Toaster').then((module) => ({ default: module.Toaster })));

export function LazyToaster() {
  const [wanted, setWanted] = useState(() => currentToasts().length > 0);
  useEffect(() => {
    if (wanted) return;
    return subscribeToasts((toasts) => {
      if (toasts.length > 0) setWanted(true);
    });
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
