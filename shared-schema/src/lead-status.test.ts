import { describe, expect, it } from 'vitest';
import { applyCustomerOutcome, applyLeadTransition, canTransitionLead, isFinalLeadStatus, isLeadAnswered, isLeadOpen, LEAD_ACTIONS, leadActionsFor, leadBadgeLabel, leadStateLabel } from './lead-status';

describe('the lead state machine', () => {
  it('offers Mark as Contacted or Pass on a new lead and Won or Lost on a contacted one', () => {
    expect(LEAD_ACTIONS.new.map((action) => action.label)).toEqual(['Mark as Contacted', 'Pass']);
    expect(LEAD_ACTIONS.contacted.map((action) => action.to)).toEqual(['won', 'lost']);
    expect(['won', 'lost', 'passed'].every((status) => isFinalLeadStatus(status as 'won'))).toBe(true);
  });

  it('allows legal steps and refuses skipping or going back', () => {
    expect(applyLeadTransition('new', { status: 'contacted' })).toEqual({ ok: true, changed: true });
    expect(applyLeadTransition('contacted', { status: 'won' })).toEqual({ ok: true, changed: true });
    expect(applyLeadTransition('new', { status: 'won' }).ok).toBe(false);
    expect(applyLeadTransition('won', { status: 'contacted' }).ok).toBe(false);
  });

  it('treats the same status again as a no-op success', () => {
    expect(applyLeadTransition('contacted', { status: 'contacted', from: 'new' })).toEqual({ ok: true, changed: false });
  });

  it('refuses a change made against a status the lead has left', () => {
    const decision = applyLeadTransition('passed', { status: 'contacted', from: 'new' });
    expect(decision).toEqual({ ok: false, reason: expect.stringContaining('now passed') });
  });

  it('labels badges as the dashboard shows them', () => {
    expect(leadBadgeLabel('new')).toBe('New Lead');
    expect(leadBadgeLabel('contacted')).toBe('Contacted');
  });

  it('refuses every change to an expired lead and offers it no actions', () => {
    const expired = { status: 'new' as const, expiredAt: '2026-11-01T00:00:00.000Z' };
    const decision = applyLeadTransition(expired, { status: 'contacted', from: 'new' });
    expect(decision).toEqual({ ok: false, reason: expect.stringContaining('expired') });
    expect(applyLeadTransition(expired, { status: 'passed' }).ok).toBe(false);
    expect(leadActionsFor(expired)).toEqual([]);
    expect(leadStateLabel(expired)).toBe('Expired');
    expect(isLeadOpen(expired)).toBe(false);
    expect(isLeadOpen({ status: 'new' })).toBe(true);
    expect(leadActionsFor({ status: 'new' }).map((action) => action.to)).toEqual(['contacted', 'passed']);
  });
});

describe('applyCustomerOutcome', () => {
  it('lets the customer move an open lead to won or lost, which a provider cannot do from new', () => {
    expect(canTransitionLead('new', 'won')).toBe(false);
    expect(canTransitionLead('new', 'lost')).toBe(false);
    expect(applyCustomerOutcome({ status: 'new' }, 'hired')).toEqual({ ok: true, changed: true });
    expect(applyCustomerOutcome({ status: 'new' }, 'closed')).toEqual({ ok: true, changed: true });
    expect(applyCustomerOutcome({ status: 'contacted' }, 'hired-other')).toEqual({ ok: true, changed: true });
  });

  it('answers a lead already in the outcome\'s status (a repeat, or a provider who said so first) as done, without a change', () => {
    expect(applyCustomerOutcome({ status: 'won' }, 'hired')).toEqual({ ok: true, changed: false });
    expect(applyCustomerOutcome({ status: 'lost' }, 'closed')).toEqual({ ok: true, changed: false });
  });

  it('refuses leads that already ended otherwise or expired', () => {
    expect(applyCustomerOutcome({ status: 'passed' }, 'hired')).toMatchObject({ ok: false });
    expect(applyCustomerOutcome({ status: 'won' }, 'closed')).toMatchObject({ ok: false });
    expect(applyCustomerOutcome({ status: 'lost' }, 'hired')).toMatchObject({ ok: false, reason: 'A lost lead cannot become won' });
    expect(applyCustomerOutcome({ status: 'new', expiredAt: '2026-11-27T00:00:00Z' }, 'hired')).toMatchObject({ ok: false, reason: 'An expired lead cannot become won' });
  });
});

describe('isLeadAnswered', () => {
  it('counts a lead its provider moved on, not one still new or ended by the customer before the provider acted', () => {
    expect(isLeadAnswered({ status: 'new' })).toBe(false);
    expect(isLeadAnswered({ status: 'passed' })).toBe(true);
    expect(isLeadAnswered({ status: 'lost', customerOutcome: 'closed' })).toBe(false);
    expect(isLeadAnswered({ status: 'won', customerOutcome: 'hired' })).toBe(false);
    expect(isLeadAnswered({ status: 'lost', customerOutcome: 'hired-other', respondedAt: '2026-11-27T00:00:00Z' })).toBe(true);
    expect(isLeadAnswered({ status: 'lost', adminCancelledAt: '2026-11-27T00:00:00Z' })).toBe(false);
    expect(isLeadAnswered({ status: 'lost', adminCancelledAt: '2026-11-27T00:00:00Z', respondedAt: '2026-11-26T00:00:00Z' })).toBe(true);
  });
});
