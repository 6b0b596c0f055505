import { useOnlineStatus } from '../../ui/form/useOnlineStatus';

/** The header's online/offline mark: a dot, with a word when offline (when it matters). Tiny on purpose: it sits in the entry chunk. */
export function ConnectionIndicator() {
  const online = useOnlineStatus();
  return (
    <span
      role="status"
      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-1.5 py-1 text-xs font-semibold sm:gap-1.5 sm:px-2 ${online ? 'text-slate-500' : 'bg-amber-100 text-amber-900'}`}
    >
      <span aria-hidden="true" className={`h-2 w-2 rounded-full ${online ? 'bg-accent-500' : 'bg-amber-500'}`} />
      <span className={online ? 'sr-only' : ''}>{online ? 'Online' : 'Offline'}</span>
    </span>
  );
}
