import { z } from 'zod';
import { questionnaireSchema } from '../entities/questionnaire';
import { entityId, requestFrom } from '../fields';
import {
  BUSINESS_ADDITIONAL_SERVICES,
  BUSINESS_PRIMARY_SERVICES,
  PERSONAL_ADDITIONAL_SERVICES,
  PERSONAL_PRIMARY_SERVICES,
} from '../options';
import { defineEndpoint } from './endpoint';
import { honeypotShape } from '../spam';
import { requestUrlField } from './requests';

/** `POST /api/customer-onboarding`: the guided questionnaire's answers, held to the entity's rules. */
export const customerOnboardingRequestSchema = requestFrom(questionnaireSchema)
  .omit({ id: true, status: true, unmatchedReason: true, createdAt: true, matchedAt: true })
  .extend(honeypotShape)
  .superRefine((answers, ctx) => {
    const personal = answers.needsType === 'personal';
    const primary: readonly string[] = personal ? PERSONAL_PRIMARY_SERVICES : BUSINESS_PRIMARY_SERVICES;
    const additional: readonly string[] = personal ? PERSONAL_ADDITIONAL_SERVICES : BUSINESS_ADDITIONAL_SERVICES;
    answers.primaryServices.forEach((service, index) => {
      if (!primary.includes(service)) ctx.addIssue({ code: 'custom', path: ['primaryServices', index], message: `"${service}" is not a ${answers.needsType} service` });
    });
    answers.additionalServices.forEach((service, index) => {
      if (!additional.includes(service)) ctx.addIssue({ code: 'custom', path: ['additionalServices', index], message: `"${service}" is not a ${answers.needsType} service` });
    });
    if (personal) return;
    for (const field of ['businessType', 'annualTurnover', 'industry', 'accountingSoftware'] as const) {
      if (!answers[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'Please answer or skip this question' });
    }
  });
export type CustomerOnboardingRequest = z.input<typeof customerOnboardingRequestSchema>;

/** 201: the stored questionnaire, how many providers it was matched with, and its request page. */
export const customerOnboardingResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  id: entityId,
  matched: z.number().int().min(0),
  requestUrl: requestUrlField,
});
export type CustomerOnboardingResponse = z.infer<typeof customerOnboardingResponseSchema>;

export const questionnaireEndpoints = {
  /** The guided questionnaire: stored, then matched with 1-3 providers who are mailed the lead. */
  submit: defineEndpoint({
    method: 'POST',
    path: '/api/customer-onboarding',
    access: 'public',
    idempotent: true,
    body: customerOnboardingRequestSchema,
    response: customerOnboardingResponseSchema,
    status: 201,
  }),
};
