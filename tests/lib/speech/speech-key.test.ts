// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDeviceSpeechKey, saveDeviceSpeechKey } from '@/lib/db';
import { ensureSpeechKey, SPEECH_KEY_MESSAGES } from '@/lib/speech/speech-key';
import { toaster } from '@/lib/toaster';
import { freshDatabaseForEachTest } from '../../helpers/database';

freshDatabaseForEachTest();

beforeEach(() => {
  toaster.remove();
});

function shownNotice() {
  return toaster.getVisibleToasts()[0];
}

describe('ensureSpeechKey', () => {
  it('uses the key saved on the device without asking', async () => {
    await saveDeviceSpeechKey('sk-saved-device-key-9999');
    const prompt = vi.spyOn(window, 'prompt');
    await expect(ensureSpeechKey('chat')).resolves.toBe('sk-saved-device-key-9999');
    expect(prompt).not.toHaveBeenCalled();
  });

  it('asks once when there is no key, and saves the answer on the device', async () => {
    const prompt = vi.spyOn(window, 'prompt').mockReturnValue('  sk-typed-in-key-1234 ');
    await expect(ensureSpeechKey('chat')).resolves.toBe('sk-typed-in-key-1234');
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(await getDeviceSpeechKey()).toBe('sk-typed-in-key-1234');
    await expect(ensureSpeechKey('voice')).resolves.toBe('sk-typed-in-key-1234');
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['cancelled', null],
    ['empty', ''],
    ['blank', '   '],
  ])('shows "API Key Required" and resolves null when the prompt is %s', async (_case, answer) => {
    vi.spyOn(window, 'prompt').mockReturnValue(answer);
    await expect(ensureSpeechKey('chat')).resolves.toBeNull();
    expect(shownNotice()).toMatchObject({
      title: 'API Key Required',
      description: 'An OpenAI API key is required to chat with the assistant.',
      type: 'error',
    });
    expect(await getDeviceSpeechKey()).toBeNull();
  });

  it.each([
    ['voice-search', 'An OpenAI API key is required for voice search.'],
    ['voice', 'An OpenAI API key is required to use voice features.'],
  ] as const)('words the notice for %s', async (variant, message) => {
    expect(SPEECH_KEY_MESSAGES[variant]).toBe(message);
    vi.spyOn(window, 'prompt').mockReturnValue(null);
    await ensureSpeechKey(variant);
    expect(shownNotice()?.description).toBe(message);
  });

  it.each(['voice-call', 'video-call'] as const)('shows no notice for a %s: its screen says why', async (purpose) => {
    vi.spyOn(window, 'prompt').mockReturnValue(null);
    await expect(ensureSpeechKey(purpose)).resolves.toBeNull();
    expect(shownNotice()).toBeUndefined();
  });

  it('never writes the key to the console', async () => {
    const logs = [
      vi.spyOn(console, 'log'),
      vi.spyOn(console, 'info'),
      vi.spyOn(console, 'warn'),
      vi.spyOn(console, 'error'),
    ];
    vi.spyOn(window, 'prompt').mockReturnValue('sk-secret-never-logged-77');
    await ensureSpeechKey('chat');
    for (const log of logs) expect(JSON.stringify(log.mock.calls)).not.toContain('sk-secret-never-logged-77');
  });
});
