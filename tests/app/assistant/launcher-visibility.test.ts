import { describe, expect, it } from 'vitest';
import { hideLauncher, isLauncherHidden, pageHasAssistant } from '@/app/assistant/launcher-visibility';

describe('launcher visibility', () => {
  it('leaves out the pages that show GregBot already', () => {
    expect(pageHasAssistant('/')).toBe(true);
    expect(pageHasAssistant('/bots')).toBe(true);
    expect(pageHasAssistant('/bots/')).toBe(true);
    expect(pageHasAssistant('/pricing')).toBe(false);
    expect(pageHasAssistant('/knowledgebase')).toBe(false);
  });

  it('stays hidden for the visit once hidden, and shows in a new one', () => {
    const visit = new Map<string, string>();
    const storage = {
      getItem: (k: string) => visit.get(k) ?? null,
      setItem: (k: string, v: string) => void visit.set(k, v),
    };
    expect(isLauncherHidden(storage)).toBe(false);
    hideLauncher(storage);
    expect(isLauncherHidden(storage)).toBe(true);
    const nextVisit = { getItem: () => null };
    expect(isLauncherHidden(nextVisit)).toBe(false);
  });

  it('shows when storage is switched off', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => hideLauncher(blocked)).not.toThrow();
    expect(isLauncherHidden(blocked)).toBe(false);
    expect(isLauncherHidden(undefined)).toBe(false);
  });
});
