import { describe, expect, it } from 'vitest';
import { installOffer, isIosSafari, type InstallFacts } from '@/lib/install/install-offer';

const browser: InstallFacts = {
  standalone: false,
  dismissed: false,
  installed: false,
  hasPrompt: false,
  isIosSafari: false,
};

describe('installOffer', () => {
  it('offers the browser prompt where the browser gave one', () => {
    expect(installOffer({ ...browser, hasPrompt: true })).toBe('prompt');
  });

  it('offers the Add to Home Screen steps on Safari for iPhone and iPad', () => {
    expect(installOffer({ ...browser, isIosSafari: true })).toBe('ios-steps');
  });

  it('offers nothing where the browser cannot install', () => {
    expect(installOffer(browser)).toBe('none');
  });

  it.each(['standalone', 'dismissed', 'installed'] as const)('offers nothing once %s', (fact) => {
    expect(installOffer({ ...browser, hasPrompt: true, isIosSafari: true, [fact]: true })).toBe('none');
  });
});

describe('isIosSafari', () => {
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
  const ipad =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
  const chromeOnIphone = iphone.replace('Version/18.0', 'CriOS/130.0');

  it('knows Safari on iPhone and on iPad (which says Macintosh, with touch)', () => {
    expect(isIosSafari(iphone, 5)).toBe(true);
    expect(isIosSafari(ipad, 5)).toBe(true);
  });

  it('leaves out Safari on a Mac and other browsers on iPhone', () => {
    expect(isIosSafari(ipad, 0)).toBe(false);
    expect(isIosSafari(chromeOnIphone, 5)).toBe(false);
  });
});
