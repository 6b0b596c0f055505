import type { FieldError } from '@ledgerlink/shared-schema';

/**
 * What a service throws when a request cannot be carried out. Services know nothing of HTTP: the
 * error middleware (http/errors.ts) maps each kind to a status, and the message, field errors and
 * extra data to the `{message, errors?, ...extra}` body, so the wording here is what clients read.
 */
export type DomainErrorKind = 'invalid' | 'invalid-reference' | 'unauthenticated' | 'forbidden' | 'not-found' | 'conflict' | 'in-progress' | 'gone';

export interface DomainErrorDetails {
  /** Which input fields are wrong, for forms to show next to each field. */
  errors?: FieldError[] | undefined;
  /**
   * Plain data the caller needs to recover (e.g. the counts of open work that block a deletion),
   * sent as it is. A stored record travels on its own error class instead (provider-leads.ts's
   * LeadConflictError), for the route to present: services know no presenters.
   */
  extra?: Record<string, unknown> | undefined;
}

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;

  constructor(
    message: string,
    readonly details: DomainErrorDetails = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The input cannot be read (e.g. a checkpoint this server never issued). */
export class InvalidInputError extends DomainError {
  readonly kind = 'invalid';
}

/** Well-formed input that names a record which does not exist or may not be used. */
export class InvalidReferenceError extends DomainError {
  readonly kind = 'invalid-reference';
}

/** The caller did not say who they are (no session, no dashboard key). */
export class UnauthenticatedError extends DomainError {
  readonly kind = 'unauthenticated';
}

/** The caller is known and may not do this. */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
}

export class NotFoundError extends DomainError {
  readonly kind = 'not-found';
}

/** The request clashes with the current state (a taken username, a lead that moved on). */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}

/** The same request is being carried out right now: asking again in a moment gets its answer. */
export class InProgressError extends DomainError {
  readonly kind = 'in-progress';
}

/** The record existed and has lapsed for good (an expired review link): asking again will not help. */
export class GoneError extends DomainError {
  readonly kind = 'gone';
}
