import { useEffect } from 'react';

/**
 * Puts one `<script type="application/ld+json">` into document.head while the calling page is shown
 * and removes it on unmount or when the data changes. Pass `null` to inject nothing (still loading).
 */
export function useJsonLd(data: object | null): void {
  const json = data ? JSON.stringify(data) : null;
  useEffect(() => {
    if (!json) return;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = json;
    document.head.append(script);
    return () => script.remove();
  }, [json]);
}
