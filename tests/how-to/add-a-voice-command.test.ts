// docs/how-to.md, "Add a voice command", done as it says on this test's own copy of the commands:
// what a visitor says is found, and choosing it shows where to go.
import { describe, expect, it, vi } from 'vitest';
import type { VoiceCommand } from '@/content/schema';
import { getSearchIndex, voiceCommandFor } from '@/features/search/search-index';

vi.mock(import('@/content/voice-commands'), async (importOriginal) => {
  const content = await importOriginal();
  (content.voiceCommands as VoiceCommand[]).push({
    id: 'change-plan',
    title: 'Change my plan',
    description: 'Where to move your account to another plan.',
    type: 'voice-command',
    category: 'Dashboard',
    notice: {
      title: 'Change your plan',
      description: 'Go to Dashboard, then Billing & Subscriptions, then Change plan.',
    },
  });
  return content;
});

// Rendering a whole page, or building the search index, takes seconds on a busy machine.
describe('Add a voice command', { timeout: 30_000 }, () => {
  it('is recognised from what the visitor says, and answers with its notice', () => {
    const [first] = getSearchIndex().search('change my plan');
    expect(first).toMatchObject({ id: 'command-change-plan', type: 'voice-command', category: 'Dashboard' });
    expect(first && voiceCommandFor(first)?.notice).toEqual({
      title: 'Change your plan',
      description: 'Go to Dashboard, then Billing & Subscriptions, then Change plan.',
    });
  });
});
