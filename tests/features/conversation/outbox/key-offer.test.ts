// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearKeyOffer, markKeyOfferDue, takeKeyOffer } from '@/features/conversation/outbox/key-offer';

afterEach(() => localStorage.clear());

describe('the offer to give the key', () => {
  it('is made once after a question fell due, and again only after another one did', () => {
    expect(takeKeyOffer()).toBe(false);
    markKeyOfferDue();
    expect(takeKeyOffer()).toBe(true);
    expect(takeKeyOffer()).toBe(false);
    markKeyOfferDue();
    expect(takeKeyOffer()).toBe(true);
  });

  it('is not made once the visitor was asked or gave a key', () => {
    markKeyOfferDue();
    clearKeyOffer();
    expect(takeKeyOffer()).toBe(false);
  });
});
