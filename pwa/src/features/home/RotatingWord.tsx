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
  return (
    <>
      <span
        aria-hidden="true"
        className={`inline-block transition-opacity ease-in-out ${visible || reducedMotion ? 'opacity-100' : 'opacity-0'} ${className}`}
        style={{ transitionDuration: `${fadeMs}ms` }}
      >
        {word}
      </span>
      <span className="sr-only">{formatList(words)}</span>
    </>
  );
}

const formatList = (words: readonly string[]) =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
