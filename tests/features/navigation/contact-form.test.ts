import { describe, expect, it } from 'vitest';
import { site } from '@/content/site';
import { contactMailto } from '@/features/navigation/contact-form';

describe('contact form', () => {
  it('fills a mailto: with the subject and the message, spaces kept as spaces', () => {
    const href = contactMailto('Ana', 'I would like a refund for March.\nThanks');
    expect(href.startsWith(`mailto:${site.email}?`)).toBe(true);
    const params = new URLSearchParams(href.split('?')[1]);
    expect(params.get('subject')).toBe(`Message from Ana via ${site.brand}`);
    expect(params.get('body')).toBe('I would like a refund for March.\nThanks');
    expect(href).not.toContain('+');
  });
});
