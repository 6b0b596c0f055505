import { z } from 'zod';
import { isoDateTime, optionalText } from './fields';
import { CERTIFICATION_LABELS } from './options';

/**
 * Credentials: the certifications a provider claims, each checked by an admin or not. A check is
 * keyed by the certification as stored (an option value such as `cpa`, or one entry of the free
 * text `otherCertifications`), so a certification removed or renamed simply has no check any more
 * and is shown self-reported. The admin's note (the licence number checked) never leaves the admin.
 */

export const CREDENTIAL_CHECK_STATUSES = ['verified', 'unverifiable'] as const;
export type CredentialCheckStatus = (typeof CREDENTIAL_CHECK_STATUSES)[number];

/** An admin's check of one claimed certification, as stored on the provider. */
export interface CredentialCheck {
  certification: string;
  status: CredentialCheckStatus;
  checkedAt: string;
  note?: string | undefined;
}

/** A credential as anyone may see it: `verifiedAt` only once an admin verified it. */
export const credentialSchema = z.object({ name: z.string(), verifiedAt: isoDateTime.optional() });
export type Credential = z.infer<typeof credentialSchema>;

/** A claimed certification as admins see it: `unchecked` until an admin looked at it. */
export const adminCredentialSchema = z.object({
  certification: z.string(),
  name: z.string(),
  status: z.enum([...CREDENTIAL_CHECK_STATUSES, 'unchecked']),
  checkedAt: isoDateTime.optional(),
  note: z.string().optional(),
});
export type AdminCredential = z.infer<typeof adminCredentialSchema>;

/** `PATCH /api/admin/providers/{id}/credentials/{certification}`. */
export const credentialCheckRequestSchema = z.strictObject({
  verified: z.boolean('must be true or false'),
  note: optionalText(500),
});
export type CredentialCheckRequest = z.input<typeof credentialCheckRequestSchema>;
export type CredentialCheckDecision = z.output<typeof credentialCheckRequestSchema>;

interface ClaimedCertifications {
  certifications: readonly string[];
  otherCertifications?: string | undefined;
}

/** Every certification a provider claims, once each: the chosen options, then the free text's comma-separated entries. */
export function claimedCertifications(provider: ClaimedCertifications): string[] {
  const others = (provider.otherCertifications ?? '').split(',').map((entry) => entry.trim());
  return [...new Set([...provider.certifications, ...others].filter(Boolean))];
}

/** A certification's display name: the option's label, or the free text as the provider wrote it. */
export const certificationName = (certification: string): string =>
  (CERTIFICATION_LABELS as Record<string, string | undefined>)[certification] ?? certification;

const checkOf = <Check extends Pick<CredentialCheck, 'certification'>>(checks: readonly Check[] | undefined, certification: string) =>
  checks?.find((check) => check.certification === certification);

/** Whether the checks verify one of the provider's claimed certifications (a check of one no longer claimed counts for nothing). */
export const verifiesAClaim = (provider: ClaimedCertifications, checks: readonly Pick<CredentialCheck, 'certification' | 'status'>[] | undefined): boolean =>
  claimedCertifications(provider).some((certification) => checkOf(checks, certification)?.status === 'verified');

/** The provider's credentials as admins see them, in claimed order. */
export const adminCredentials = (provider: ClaimedCertifications, checks: readonly CredentialCheck[] | undefined): AdminCredential[] =>
  claimedCertifications(provider).map((certification) => {
    const check = checkOf(checks, certification);
    return {
      certification,
      name: certificationName(certification),
      status: check?.status ?? 'unchecked',
      ...(check ? { checkedAt: check.checkedAt } : {}),
      ...(check?.note ? { note: check.note } : {}),
    };
  });

/** The provider's credentials as the public sees them: verified ones carry their date, the rest are self-reported. */
export const publicCredentials = (provider: ClaimedCertifications, checks: readonly CredentialCheck[] | undefined): Credential[] =>
  claimedCertifications(provider).map((certification) => {
    const check = checkOf(checks, certification);
    return { name: certificationName(certification), ...(check?.status === 'verified' ? { verifiedAt: check.checkedAt } : {}) };
  });

/** Whether a public provider has at least one verified credential (the marketplace's "Verified credentials only"). */
export const hasVerifiedCredential = (provider: { credentials?: readonly Credential[] | undefined }): boolean =>
  (provider.credentials ?? []).some((credential) => credential.verifiedAt !== undefined);
