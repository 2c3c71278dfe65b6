import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_SECTIONS } from '@/features/knowledge/knowledge-sections';

describe('knowledge base sections', () => {
  it('are the four the spec names, with stable kebab-case ids for deep links', () => {
    expect(KNOWLEDGE_SECTIONS.map((section) => section.id)).toEqual([
      'kitchen-services',
      'basebot-setup',
      'voice-integration',
      'related-services',
    ]);
  });
});
