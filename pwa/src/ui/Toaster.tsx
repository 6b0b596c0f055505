import * as RadixToast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { currentToasts, dismissToast, subscribeToasts } from './toast-store';

const VARIANT_CLASSES = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  destructive: 'border-red-300 bg-red-600 text-white',
} as const;

/** Renders the current toast (Radix: announced to screen readers, swipe and Escape to close). */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts);
  return (
    <RadixToast.Provider swipeDirection="right">
      {toasts.map((item) => (
        <RadixToast.Root
          key={item.id}
          duration={item.durationMs}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={`pointer-events-auto flex w-full items-start gap-3 rounded-lg border p-4 shadow-lg ${VARIANT_CLASSES[item.variant ?? 'default']}`}
        >
          <div className="flex-1">
            <RadixToast.Title className="font-semibold">{item.title}</RadixToast.Title>
            {item.description && <RadixToast.Description className="mt-1 text-sm opacity-90">{item.description}</RadixToast.Description>}
          </div>
          <RadixToast.Close aria-label="Close" className="rounded p-1 opacity-70 hover:opacity-100 focus-visible:outline-2">
            <X className="h-4 w-4" aria-hidden />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      {/* On a phone a toast spans the screen: at the bottom it would sit on the next thing the user
          scrolls to (a thank-you page's share and continue buttons), so there it hangs below the
          sticky header (h-16), over what was already read. Wider screens keep the bottom-right corner.
          The list itself lets taps through (it stays mounted, padded, when empty); each toast takes them. */}
      <RadixToast.Viewport className="pointer-events-none fixed inset-x-0 top-16 z-[100] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none sm:inset-x-auto sm:top-auto sm:bottom-0 sm:right-0 sm:max-w-sm" />
    </RadixToast.Provider>
  );
}
