// @vitest-environment jsdom
// docs/how-to.md, "Add an assistant", done as it says on this test's own copy of the assistants:
// the one edit is a defineBot entry at the end of `bots`.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chatWiring } from '@/assistant/chat-wiring';
import { botPath } from '@/config/paths';
import { bots, findBot } from '@/content/bots';
import type { Bot } from '@/content/schema';
import { ChatPage } from '@/features/chat';
import { getSearchIndex } from '@/features/search/search-index';
import { connectCall } from '@/features/voice/call-steps';
import { fakeSpeechServices } from '../helpers/speech-services';
import { installFakeMedia, stubAudioPlayback } from '../helpers/media';
import { renderRoute } from '../helpers/render';

vi.mock(import('@/content/bots'), async (importOriginal) => {
  const content = await importOriginal();
  const { site } = await import('@/content/site');
  (content.bots as Bot[]).push(
    content.defineBot('pastrybot', {
      name: 'PastryBot',
      greeting: 'Tell me what your shop bakes, and we will plan the questions I should answer.',
      description: 'Sweet ideas for shops that sell cakes: orders, allergens and opening hours.',
      voice: 'shimmer',
      specialization: 'Bakeries',
      systemPrompt: `You are PastryBot, the ${site.brand} assistant for bakeries.`,
    }),
  );
  return content;
});

const pastry = findBot('pastrybot') as Bot;

// Rendering the chat page, or building the search index, takes seconds on a busy machine.
describe('Add an assistant', { timeout: 30_000 }, () => {
  it('is offered on the chat page, and greets in its own words', async () => {
    renderRoute('/bots', <ChatPage {...chatWiring} />, botPath('pastrybot'));
    const log = await screen.findByRole('log', { name: 'Conversation with PastryBot' });
    await within(log).findByText(
      "Hello! I'm PastryBot, your Assistant. Tell me what your shop bakes, and we will plan the questions I should answer.",
    );
    expect(screen.getByRole('option', { name: /PastryBot/ })).toBeInTheDocument();
    // The count follows the list.
    expect(screen.getByText(new RegExp(`Pick one of our ${bots.length} assistants`))).toBeInTheDocument();
  });

  it('keeps the house rules and draws its avatar from its id', () => {
    expect(pastry.persona.systemPrompt).toMatch(/assistant for bakeries\. Keep answers concise and friendly/);
    expect(pastry.persona.avatarUrl).toBe('/avatars/pastrybot.svg');
    expect(pastry.isChef).toBe(false);
  });

  it('speaks with its voice in a call', async () => {
    installFakeMedia();
    stubAudioPlayback(10);
    const services = fakeSpeechServices();
    const signal = new AbortController().signal;
    await connectCall({ bot: pastry, mode: 'voice', services, signal, onStream: () => undefined });
    expect(services.textToSpeech).toHaveBeenCalledWith(
      'sk-test',
      expect.stringContaining('PastryBot'),
      'shimmer',
      signal,
    );
  });

  it('is found by the site search, linking to its chat', () => {
    const [first] = getSearchIndex().search('pastry');
    expect(first).toMatchObject({ type: 'assistant', title: 'PastryBot', path: botPath('pastrybot') });
  });
});
