import { describe, expect, it } from 'vitest';
import { computeLeadDashboardStats, formatAvgBudget, type LeadStatsRow } from './lead-dashboard-stats';

const row = (overrides: Partial<LeadStatsRow> = {}): LeadStatsRow => ({ status: 'new', createdAt: '2026-11-10T12:00:00.000Z', ...overrides });
const NOW = new Date('2026-11-20T12:00:00.000Z');

describe('dashboard stat cards', () => {
  it('shows zeros and no median without leads', () => {
    expect(computeLeadDashboardStats([], { now: NOW })).toEqual({
      thisMonth: 0,
      responseRate: 0,
      wonLeads: 0,
      avgBudget: 0,
      newLeads: 0,
      medianResponseMinutes: null,
    });
    expect(formatAvgBudget(0)).toBe('$0');
  });

  it('matches hand-computed values for a mixed set of leads', () => {
    const leads: LeadStatsRow[] = [
      // November: 4 leads; October: 2; one expired lead still counts as received and unanswered.
      row({ status: 'new', business: { budget: '500-1000' } }), // 750
      row({ status: 'contacted', respondedAt: '2026-11-10T12:30:00.000Z', business: { budget: '1000-2500' } }), // 1750, 30 min
      row({ status: 'won', createdAt: '2026-11-01T00:00:00.000Z', respondedAt: '2026-11-01T02:00:00.000Z', business: { budget: '5000+' } }), // 5000, 120 min
      row({ status: 'new', expiredAt: '2026-11-11T12:00:00.000Z', business: null }),
      row({ status: 'won', createdAt: '2026-10-15T08:00:00.000Z', respondedAt: '2026-10-15T09:00:00.000Z', business: { budget: '2500-5000' } }), // 3750, 60 min
      row({ status: 'passed', createdAt: '2026-10-31T23:00:00.000Z', respondedAt: '2026-11-01T09:00:00.000Z' }), // no budget, 600 min
    ];
    expect(computeLeadDashboardStats(leads, { now: NOW })).toEqual({
      thisMonth: 4,
      responseRate: 67, // 4 of 6 no longer new = 66.67%
      wonLeads: 2,
      avgBudget: 2813, // (750 + 1750 + 5000 + 3750) / 4 = 2812.5
      newLeads: 1, // the expired one is not waiting any more
      medianResponseMinutes: 90, // 30, 60, 120, 600 -> (60 + 120) / 2
    });
    expect(formatAvgBudget(2813)).toBe('$2,813');
  });

  it('counts this month on the viewer wall clock', () => {
    // 23:00 UTC on 31 October is already 1 November in Berlin (UTC+1) but not in New York (UTC-4).
    const lateOctober = [row({ createdAt: '2026-10-31T23:00:00.000Z' })];
    const now = new Date('2026-11-01T10:00:00.000Z');
    expect(computeLeadDashboardStats(lateOctober, { now, utcOffsetMinutes: 60 }).thisMonth).toBe(1);
    expect(computeLeadDashboardStats(lateOctober, { now, utcOffsetMinutes: -240 }).thisMonth).toBe(0);
    expect(computeLeadDashboardStats(lateOctober, { now }).thisMonth).toBe(0);
  });

  it('takes the middle response time of an odd count and rounds the rate to whole percent', () => {
    const leads = [
      row({ status: 'contacted', respondedAt: '2026-11-10T12:05:00.000Z' }),
      row({ status: 'lost', respondedAt: '2026-11-10T13:00:00.000Z' }),
      row({ status: 'passed', respondedAt: '2026-11-12T12:00:00.000Z' }),
    ];
    const stats = computeLeadDashboardStats([...leads, row(), row(), row(), row(), row(), row()], { now: NOW });
    expect(stats.medianResponseMinutes).toBe(60);
    expect(stats.responseRate).toBe(33); // 3 of 9
    expect(stats.newLeads).toBe(6);
  });

  it('does not count as answered a lead the customer ended before the provider acted', () => {
    const leads = [
      row({ status: 'lost', customerOutcome: 'closed' }),
      row({ status: 'won', customerOutcome: 'hired' }),
      row({ status: 'lost', customerOutcome: 'hired-other', respondedAt: '2026-11-10T12:30:00.000Z' }),
      row({ status: 'contacted', respondedAt: '2026-11-10T12:05:00.000Z' }),
    ];
    expect(computeLeadDashboardStats(leads, { now: NOW }).responseRate).toBe(50); // 2 of 4
  });
});
