import { requestUrlField } from '@ledgerlink/shared-schema';
import { z } from 'zod';
import type { OutboxItem } from './outbox-row';

/**
 * The customer's request page link (`requestUrl`) of a sent questionnaire, business request or
 * hire: the server puts it in the create call's answer (the hire's in its booking step), which the
 * outbox keeps as the step's result. Undefined until the item is sent, for changes of a lead or a request, and for
 * answers without one (stored before request pages existed). Pure.
 */
const answerWithLink = z.object({ requestUrl: requestUrlField });

export function requestLinkOf(item: OutboxItem | undefined): string | undefined {
  if (!item || item.state !== 'sent' || item.kind === 'lead-status' || item.kind === 'request-action') return undefined;
  const parsed = answerWithLink.safeParse(item.steps.at(-1)?.result);
  return parsed.success ? parsed.data.requestUrl : undefined;
}
