import { useEffect, useState, type RefObject } from 'react';

/** How far below the screen a section counts as near, so what it loads is there when scrolled to. */
const AHEAD = '400px';

/** True from the moment `ref`'s element comes within `AHEAD` of the screen (at once without IntersectionObserver). */
export function useNearScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (!('IntersectionObserver' in window)) return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: AHEAD });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
