import { readdirSync, readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { routeTable } from '@/app/route-table';
import { USER_TYPES, type SitemapEntry } from '@/content/schema';
import { site } from '@/content/site';
import { findSitemapEntry, flattenSitemap, sitemap } from '@/content/sitemap';
import { findHelpTopic, helpCategories, listHelpTopics } from '@/content/help';
import { guidedPaths } from '@/content/guided-paths';
import { voiceCommands } from '@/content/voice-commands';
import { services } from '@/content/services';

const slug = site.voiceProvider.slug;

/** Every string anywhere inside a value, however deeply nested. */
function collectStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(collectStrings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(collectStrings);
  return [];
}

describe('sitemap', () => {
  const all = flattenSitemap();

  it('starts at the home page', () => {
    expect(sitemap[0]?.path).toBe('/');
  });

  it("lists each child under its parent: its path below the parent's, an anchor on it, or a routed page", () => {
    const routed = new Set(routeTable.map((page) => page.path));
    for (const parent of all) {
      for (const child of parent.children ?? []) {
        const below = parent.path === '/' || child.path.startsWith(`${parent.path}/`);
        const anchor = child.path.startsWith(`${parent.path}#`);
        expect(below || anchor || routed.has(child.path), `${parent.path} > ${child.path}`).toBe(true);
      }
    }
  });

  it('restricts only children to user types, each to some of them but not all', () => {
    for (const entry of sitemap) expect(entry.userTypes, entry.path).toBeUndefined();
    for (const entry of all.filter((item) => item.userTypes)) {
      const types = new Set(entry.userTypes);
      expect(types.size, entry.path).toBeGreaterThan(0);
      expect(types.size, entry.path).toBeLessThan(USER_TYPES.length);
    }
  });

  it('uses only known user types', () => {
    for (const entry of all) {
      for (const type of entry.userTypes ?? []) expect(USER_TYPES).toContain(type);
    }
  });

  it('has unique ids at every level', () => {
    const ids = all.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has unique paths and kebab-case ids', () => {
    const paths = all.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const entry of all) expect(entry.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('gives every entry a title, a description and keywords', () => {
    for (const entry of all) {
      expect(entry.title.trim()).not.toBe('');
      expect(entry.description.length).toBeGreaterThan(20);
      expect(entry.keywords?.length ?? 0).toBeGreaterThan(0);
    }
  });

  it('does not list the help page /knowledgebase', () => {
    expect(findSitemapEntry('/knowledgebase')).toBeUndefined();
  });

  it('finds entries by exact path at any depth', () => {
    expect(findSitemapEntry('/pricing')?.id).toBe('pricing');
    expect(findSitemapEntry('/support/vip')?.id).toBe('support-vip');
    expect(findSitemapEntry('/#gregbot-section')?.id).toBe('home-gregbot');
    expect(findSitemapEntry('/pricing/')).toBeUndefined();
    expect(findSitemapEntry('/nowhere')).toBeUndefined();
  });

  it('flattens depth-first with parents before their children', () => {
    all.forEach((entry, index) => {
      const [firstChild] = entry.children ?? [];
      if (firstChild) expect(all[index + 1]?.id, entry.id).toBe(firstChild.id);
    });
    const custom: SitemapEntry[] = [
      {
        id: 'a',
        title: 'A',
        description: 'a',
        path: '/a',
        children: [{ id: 'b', title: 'B', description: 'b', path: '/b' }],
      },
      { id: 'c', title: 'C', description: 'c', path: '/c' },
    ];
    expect(flattenSitemap(custom).map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('help catalogue', () => {
  const topics = listHelpTopics();

  it('has at least 40 topics', () => {
    expect(topics.length).toBeGreaterThanOrEqual(40);
  });

  it('has unique category ids, each category with topics', () => {
    const ids = helpCategories.map((category) => category.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const category of helpCategories) expect(category.topics.length).toBeGreaterThan(0);
  });

  it('has unique kebab-case topic ids', () => {
    const ids = topics.map((topic) => topic.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('resolves every related topic to another topic', () => {
    for (const topic of topics) {
      for (const related of topic.relatedTopics ?? []) {
        expect(related, `${topic.id} -> ${related}`).not.toBe(topic.id);
        expect(findHelpTopic(related), `${topic.id} -> ${related}`).toBeDefined();
      }
    }
  });

  it('gives every topic real content in paragraphs', () => {
    for (const topic of topics) {
      expect(topic.content.length, topic.id).toBeGreaterThan(200);
      expect(topic.content, topic.id).not.toMatch(/\n{3,}|^\s|\s$/);
    }
  });

  it('gives most topics examples and related topics', () => {
    const withExamples = topics.filter((topic) => (topic.examples?.length ?? 0) >= 2);
    const withRelated = topics.filter((topic) => (topic.relatedTopics?.length ?? 0) > 0);
    expect(withExamples.length / topics.length).toBeGreaterThan(0.8);
    expect(withRelated.length / topics.length).toBeGreaterThan(0.8);
  });

  it('gives each home-page service a topic of its own, which names the service', () => {
    const ids = services.map((service) => service.topicId);
    expect(new Set(ids).size).toBe(services.length);
    for (const service of services) {
      const topic = findHelpTopic(service.topicId);
      expect(topic, service.name).toBeDefined();
      expect(`${topic?.title} ${topic?.content}`, service.name).toContain(service.name);
    }
  });

  it('lists topics with the id of their category', () => {
    const topic = findHelpTopic('connecting-voice-provider');
    expect(topic?.categoryId).toBe('voice-provider');
    expect(findHelpTopic('no-such-topic')).toBeUndefined();
  });

  it('states the spec constants through the site configuration', () => {
    const text = topics.map((topic) => topic.content).join('\n');
    for (const value of [
      site.pricing.starter,
      site.pricing.professional,
      site.seniorConnect.price,
      site.phone.display,
      site.recommendedModel,
      `/dashboard/bot-details/${slug}-setup`,
      'Billing & Subscriptions',
      'VIP Client Referrals',
      '/dashboard/api-keys',
      'all 50 states',
      '"operator"',
    ]) {
      expect(text).toContain(value);
    }
  });
});

describe('guided paths', () => {
  it('each have an address of their own, which is no sitemap page', () => {
    const addresses = guidedPaths.map((path) => path.path);
    expect(new Set(addresses).size).toBe(addresses.length);
    for (const address of addresses) {
      expect(address).toMatch(/^\/[a-z0-9/-]+$/);
      expect(findSitemapEntry(address), address).toBeUndefined();
    }
  });

  it('each have a unique id, a breadcrumb trail and a script', () => {
    const ids = guidedPaths.map((path) => path.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const path of guidedPaths) {
      expect(path.type).toBe('path');
      expect(path.voicePath.length).toBeGreaterThan(0);
      expect(path.voiceScript.length).toBeGreaterThan(40);
      expect(path.category.trim()).not.toBe('');
    }
  });

  it('walks the voice-provider path through BaseBot Details and Service Connections', () => {
    expect(guidedPaths.find((path) => path.path === `/dashboard/bot-details/${slug}-setup`)?.voicePath).toEqual([
      'Dashboard',
      'BaseBot Details',
      'Service Connections',
      `${site.voiceProvider.name} Setup`,
    ]);
  });
});

describe('voice commands', () => {
  it('each have a unique kebab-case id and a notice saying where to go', () => {
    const ids = voiceCommands.map((command) => command.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const command of voiceCommands) {
      expect(command.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(command.type).toBe('voice-command');
      expect(command.notice.title.trim(), command.id).not.toBe('');
      expect(command.notice.description.trim(), command.id).not.toBe('');
    }
  });

  it('carry the help notice each command shows', () => {
    const notices = Object.fromEntries(voiceCommands.map((command) => [command.id, command.notice]));
    expect(notices['connect-voice-provider']).toEqual({
      title: `Connect ${site.voiceProvider.name}`,
      description: `Go to BaseBot Details, then Service Connections, then ${site.voiceProvider.name} configuration.`,
    });
    expect(notices['billing-information']?.description).toBe('Go to Dashboard, then Billing & Subscriptions.');
    expect(notices['refer-vip-client']?.description).toBe('Go to Affiliate Portal, then VIP Client Referrals.');
    expect(notices['search-by-voice']?.description).toMatch(/microphone.*5 seconds/);
  });
});

describe('catalogue text', () => {
  const content = { sitemap, helpCategories, guidedPaths, voiceCommands };

  it('contains no unresolved placeholder', () => {
    for (const text of collectStrings(content)) {
      expect(text).not.toMatch(/[{}]/);
      expect(text).not.toContain('undefined');
    }
  });
});

describe('catalogue sources', () => {
  const contentDir = new URL('../../src/content/', import.meta.url);
  const files = [
    'sitemap.ts',
    'guided-paths.ts',
    'voice-commands.ts',
    'bots.ts',
    ...readdirSync(new URL('help/', contentDir)).map((entry) => `help/${entry}`),
  ];
  const sources = files.map((file) => ({ file, text: readFileSync(new URL(file, contentDir), 'utf8') }));

  function escapeRegExp(text: string): string {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }

  it('never spell out a configured name; they come from the site configuration', () => {
    const names = [
      site.product.name,
      site.product.botId,
      site.voiceProvider.name,
      site.voiceProvider.slug,
      ...site.people.flatMap((person) => [person.name, person.botId]),
    ];
    for (const { file, text } of sources) {
      for (const value of names)
        expect(text, `${file}: ${value}`).not.toMatch(new RegExp(`\\b${escapeRegExp(value)}\\b`));
      for (const literal of [site.phone.display, site.phone.href, site.servicesUrl]) {
        expect(text, `${file}: ${literal}`).not.toContain(literal);
      }
    }
  });

  it('never contain a specification placeholder', () => {
    const placeholders = ['product', 'voice-provider', 'name', 'phone', 'host'].map((key) => `{${key}}`);
    for (const { file, text } of sources) {
      for (const placeholder of placeholders) expect(text, `${file}: ${placeholder}`).not.toContain(placeholder);
    }
  });
});

describe('sitemap help topics', () => {
  it('declares only help topics that exist, and every feature page declares some', () => {
    for (const entry of flattenSitemap()) {
      for (const id of entry.topics ?? []) expect(findHelpTopic(id), `${entry.path}: ${id}`).toBeDefined();
    }
    for (const entry of flattenSitemap().filter((item) => item.path.startsWith('/features'))) {
      expect(entry.topics?.length, entry.path).toBeGreaterThan(0);
    }
  });
});
