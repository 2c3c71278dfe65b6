import { existsSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { VOICES } from '@basebots/speech-contract';
import { site } from '@/content/site';
import { bots, DEFAULT_BOT_ID, findBot } from '@/content/bots';
import { guidedPaths } from '@/content/guided-paths';
import { findHelpTopic, helpCategories } from '@/content/help';
import { services } from '@/content/services';
import { sitemap } from '@/content/sitemap';
import { voiceCommands } from '@/content/voice-commands';

function ids(list: readonly { id: string }[]): string[] {
  return list.map((bot) => bot.id);
}

describe('bots', () => {
  it('have unique lower-case ids, with GregBot first and the default', () => {
    expect(new Set(ids(bots)).size).toBe(bots.length);
    for (const bot of bots) expect(bot.id).toMatch(/^[a-z0-9]+$/);
    expect(DEFAULT_BOT_ID).toBe('gregbot');
    expect(bots[0]?.id).toBe(DEFAULT_BOT_ID);
  });

  it('each have their avatar drawn in public/avatars', () => {
    for (const bot of bots)
      expect(existsSync(new URL(`../../public${bot.persona.avatarUrl}`, import.meta.url)), bot.id).toBe(true);
  });

  it('end every system prompt with the same house rules', () => {
    const prompts = bots.map((bot) => bot.persona.systemPrompt);
    const first = prompts[0] ?? '';
    let shared = first.length;
    for (const prompt of prompts) while (shared > 0 && !prompt.endsWith(first.slice(-shared))) shared -= 1;
    expect(first.slice(-shared)).toContain('Keep answers concise and friendly');
  });

  it('use only the six voices, and all of them', () => {
    for (const bot of bots) expect(VOICES).toContain(bot.persona.voice);
    expect(new Set(bots.map((bot) => bot.persona.voice))).toEqual(new Set(VOICES));
  });

  it('are verified, created by the brand, with a valid date and a local avatar', () => {
    for (const bot of bots) {
      expect(bot.isVerified).toBe(true);
      expect(bot.creator).toBe(site.brand);
      expect(Number.isNaN(Date.parse(bot.createdAt))).toBe(false);
      expect(bot.persona.avatarUrl).toBe(`/avatars/${bot.id}.svg`);
    }
  });

  it('have a full persona without placeholders', () => {
    for (const bot of bots) {
      const { name, description, systemPrompt } = bot.persona;
      expect(name.trim()).not.toBe('');
      expect(description.length).toBeGreaterThan(20);
      expect(systemPrompt).toContain(site.brand);
      for (const text of [name, description, systemPrompt]) expect(text).not.toMatch(/[{}]|undefined/);
    }
  });

  it('name the two people bots after the configured people, with a LinkedIn link only for them', () => {
    // Named after the person, and named as an assistant: "MayaBot" greets, not "Maya".
    expect(findBot(site.people[0].botId)?.persona.name).toBe(`${site.people[0].name}Bot`);
    expect(findBot(site.people[1].botId)?.persona.name).toBe(`${site.people[1].name}Bot`);
    const withLinkedIn = bots.filter((bot) => bot.persona.linkedinUrl);
    expect(ids(withLinkedIn)).toEqual([site.people[0].botId, site.people[1].botId]);
  });

  it('finds a bot by id', () => {
    expect(findBot('chefbot')?.persona.name).toBe('ChefBot');
    expect(findBot('nobot')).toBeUndefined();
  });
});

describe('one name per thing', () => {
  const names = bots.map((bot) => bot.persona.name);

  it("names each home-page service's assistant after the service, or says the service is a template", () => {
    for (const service of services) {
      const assistant = names.find((name) => name === service.name || name === `${service.name}Bot`);
      if (assistant) continue;
      expect(findHelpTopic(service.topicId)?.content, service.name).toMatch(/template/);
    }
  });

  it('uses no retired name anywhere in the catalogue', () => {
    const text = JSON.stringify([bots, services, sitemap, helpCategories, guidedPaths, voiceCommands]);
    for (const retired of [
      'ListenBot',
      'AIPlumbingBot',
      "I'm Maya,",
      "I'm Theo,",
      'Knowledge Guide',
      'Navigation Guide',
    ]) {
      expect(text, retired).not.toContain(retired);
    }
  });
});
