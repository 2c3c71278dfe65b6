import { afterEach, describe, expect, it } from 'vitest';
import { notify, removeNotice, toaster } from '@/lib/toaster';

afterEach(() => removeNotice());

describe('notices (toaster)', () => {
  it('shows one notice at a time: a new one replaces the older one', () => {
    notify({ title: 'First' });
    notify({ title: 'Second', description: 'Replaces the first' });
    const visible = toaster.getVisibleToasts();
    expect(visible).toHaveLength(1);
    expect(visible[0]).toMatchObject({ title: 'Second', description: 'Replaces the first' });
  });

  it('maps the destructive variant to an error notice', () => {
    notify({
      title: 'API Key Required',
      description: 'An OpenAI API key is required for voice search.',
      variant: 'destructive',
    });
    expect(toaster.getVisibleToasts()[0]).toMatchObject({ type: 'error', title: 'API Key Required' });
  });

  it('removes one notice or all of them', () => {
    const id = notify({ title: 'One' });
    removeNotice(id);
    expect(toaster.getVisibleToasts()).toHaveLength(0);
    notify({ title: 'Two' });
    removeNotice();
    expect(toaster.getCount()).toBe(0);
  });

  it('keeps notices with an action up long enough to use it', () => {
    notify({ title: 'Deleted', action: { label: 'Undo', onClick: () => {} } });
    const [toast] = toaster.getVisibleToasts();
    expect(toast?.action?.label).toBe('Undo');
    expect(toast?.duration).toBeGreaterThanOrEqual(10_000);
  });
});
