import { useEffect, useRef } from 'react';
import type { FieldError } from '@ledgerlink/shared-schema';

/** A queued item reopened for an edit (?outbox=) shows the server's messages beside its fields at once, and only once. */
export function useShowServerErrorsOnce(serverErrors: FieldError[], show: (errors: FieldError[]) => void): void {
  const shownOnce = useRef(false);
  useEffect(() => {
    if (shownOnce.current || serverErrors.length === 0) return;
    shownOnce.current = true;
    show(serverErrors);
  }, [serverErrors, show]);
}
