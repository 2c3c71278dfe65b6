// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { hideLauncher, isLauncherHidden, pageHasAssistant } from '@/assistant/launcher-visibility';

describe('launcher visibility', () => {
  it('leaves out the pages that show GregBot already', () => {
    expect(pageHasAssistant('/')).toBe(true);
    expect(pageHasAssistant('/bots')).toBe(true);
    expect(pageHasAssistant('/bots/')).toBe(true);
    expect(pageHasAssistant('/pricing')).toBe(false);
    expect(pageHasAssistant('/knowledgebase')).toBe(false);
  });

  it('stays hidden for the visit once hidden, and shows in a new one', () => {
    expect(isLauncherHidden()).toBe(false);
    hideLauncher();
    expect(isLauncherHidden()).toBe(true);
    // A new visit starts with an empty session storage.
    sessionStorage.clear();
    expect(isLauncherHidden()).toBe(false);
  });

  it('shows when storage is switched off', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => hideLauncher()).not.toThrow();
    expect(isLauncherHidden()).toBe(false);
  });
});
