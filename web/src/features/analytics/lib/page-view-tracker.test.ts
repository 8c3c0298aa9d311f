import { describe, expect, it, vi } from 'vitest';
import { createPageViewTracker, redactPath, type PageView } from './page-view-tracker.ts';

function setUp() {
  let title = 'Clarion';
  const views: PageView[] = [];
  const timers = new Map<number, () => void>();
  let next = 0;
  const tracker = createPageViewTracker({
    emit: (view) => views.push(view),
    readTitle: () => title,
    settleMs: 3000,
    setTimer: (callback) => {
      next += 1;
      timers.set(next, callback);
      return next;
    },
    clearTimer: (handle) => timers.delete(handle as number),
  });
  return {
    tracker,
    views,
    setTitle: (value: string) => {
      title = value;
      tracker.titleChanged();
    },
    runTimers: () => {
      for (const [id, callback] of [...timers]) {
        timers.delete(id);
        callback();
      }
    },
  };
}

describe(createPageViewTracker.name, () => {
  it('waits for the new page to set its title', () => {
    const { tracker, views, setTitle } = setUp();
    tracker.navigated('/client/dashboard');
    expect(views).toEqual([]);
    setTitle('Dashboard | Clarion');
    expect(views).toEqual([{ path: '/client/dashboard', title: 'Dashboard | Clarion' }]);
  });

  it('records the view with the current title when the title does not change in time', () => {
    const { tracker, views, runTimers } = setUp();
    tracker.navigated('/admin/clients?page=2');
    runTimers();
    expect(views).toEqual([{ path: '/admin/clients?page=2', title: 'Clarion' }]);
  });

  it('records a held view with its own title when the next navigation comes first', () => {
    const { tracker, views, setTitle } = setUp();
    tracker.navigated('/a');
    tracker.navigated('/b');
    setTitle('B | Clarion');
    expect(views).toEqual([
      { path: '/a', title: 'Clarion' },
      { path: '/b', title: 'B | Clarion' },
    ]);
  });

  it('records one view per navigation, even if told twice', () => {
    const { tracker, views, setTitle } = setUp();
    tracker.navigated('/a');
    tracker.navigated('/a');
    setTitle('A | Clarion');
    setTitle('A again | Clarion');
    expect(views).toHaveLength(1);
  });

  it('ignores title changes between navigations', () => {
    const { views, setTitle } = setUp();
    setTitle('Something');
    expect(views).toEqual([]);
  });

  it('cancels the fallback timer once the view is recorded', () => {
    const clearTimer = vi.fn();
    const tracker = createPageViewTracker({
      emit: () => {},
      readTitle: () => 'x',
      setTimer: () => 7,
      clearTimer,
    });
    tracker.navigated('/a');
    tracker.titleChanged();
    expect(clearTimer).toHaveBeenCalledWith(7);
  });
});

describe(redactPath.name, () => {
  it('keeps the path and query, replacing secret values', () => {
    expect(redactPath('/admin/clients', '?q=acme&page=2')).toBe('/admin/clients?q=acme&page=2');
    expect(redactPath('/reset-password', '?token=abc123')).toBe('/reset-password?token=redacted');
    expect(redactPath('/login', '?code=x&state=y&next=%2Fclient')).toBe(
      '/login?code=redacted&state=redacted&next=%2Fclient',
    );
    expect(redactPath('/client/dashboard', '')).toBe('/client/dashboard');
  });
});
