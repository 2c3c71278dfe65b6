// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

async function freshHint() {
  vi.resetModules();
  return import('@/features/conversation/outbox/pending-hint');
}

afterEach(() => localStorage.clear());

describe('the outbox hint', () => {
  it('says whether questions may be waiting, as last noted', async () => {
    const hint = await freshHint();
    expect(hint.outboxMayHaveEntries()).toBe(false);
    hint.setOutboxHint(true);
    expect(hint.outboxMayHaveEntries()).toBe(true);
    hint.setOutboxHint(false);
    expect(hint.outboxMayHaveEntries()).toBe(false);
  });

  it('reads as "maybe" once the device refused to keep it', async () => {
    const hint = await freshHint();
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    hint.setOutboxHint(false);
    expect(hint.outboxMayHaveEntries()).toBe(true);
  });
});
