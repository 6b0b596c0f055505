import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '../../ui/usePrefersReducedMotion';

interface RotatingWordProps {
  words: readonly string[];
  intervalMs: number;
  fadeMs: number;
  className?: string;
}

/**
 * Cycles through `words`, fading out for `fadeMs` before each swap. Screen readers get the whole
 * list once instead of a change every few seconds; with reduced motion the first word stays put.
 */
export function RotatingWord({ words, intervalMs, fadeMs, className = '' }: RotatingWordProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    if (reducedMotion || words.length < 2) return;
    let swap: ReturnType<typeof setTimeout> | undefined;
    const tick = setInterval(() => {
      setVisible(false);
      swap = setTimeout(() => {
        setIndex((current) => (current + 1) % words.length);
        setVisible(true);
      }, fadeMs);
    }, intervalMs);
    return () => {
      clearInterval(tick);
      clearTimeout(swap);
    };
  }, [reducedMotion, words.length, intervalMs, fadeMs]);

  const word = reducedMotion ? words[0] : words[index];
  // Every word sits in the same grid cell and only one is visible, so the slot is as wide as the
  // longest word from the first paint: swapping words never re-wraps the headline (no layout shift).
  return (
    <>
      <span aria-hidden="true" className={`inline-grid whitespace-nowrap ${className}`}>
        {words.map((candidate) => (
          <span
            key={candidate}
            className={`col-start-1 row-start-1 transition-opacity ease-in-out ${
              candidate !== word ? 'invisible opacity-0' : visible || reducedMotion ? 'opacity-100' : 'opacity-0'
            }`}
            style={{ transitionDuration: `${fadeMs}ms` }}
          >
            {candidate}
          </span>
        ))}
      </span>
      <span className="sr-only">{formatList(words)}</span>
    </>
  );
}

const formatList = (words: readonly string[]) =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
