import { describe, expect, it } from 'vitest';
import { currentToasts, dismissToast, toast } from './toast-store';

describe('the toast store', () => {
  it('shows one toast at a time, the newest, for 5000 ms by default', () => {
    toast({ title: 'First' });
    const id = toast({ title: 'Second', variant: 'destructive' });
    expect(currentToasts()).toEqual([{ id, title: 'Second', variant: 'destructive', durationMs: 5000 }]);
    dismissToast(id);
    expect(currentToasts()).toEqual([]);
  });
});
