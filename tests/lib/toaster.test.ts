import { afterEach, describe, expect, it } from 'vitest';
import { dismissNotice, notify, removeNotice, toaster, updateNotice } from '@/lib/toaster';

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

  it('updates a notice by its id', () => {
    const id = notify({ id: 'upload', title: 'Saving…' });
    expect(id).toBe('upload');
    updateNotice('upload', { title: 'Saved', variant: 'success' });
    expect(toaster.getVisibleToasts()[0]).toMatchObject({ id: 'upload', title: 'Saved', type: 'success' });
  });

  it('ignores updates for a notice that is gone', () => {
    notify({ id: 'a', title: 'A' });
    removeNotice('a');
    updateNotice('a', { title: 'A again' });
    expect(toaster.getVisibleToasts()).toHaveLength(0);
  });

  it('dismisses a notice: the renderer is told to close it with its exit animation', () => {
    const id = notify({ title: 'Going' });
    notify({ id: 'other', title: 'Other' });
    dismissNotice('other');
    expect(toaster.getVisibleToasts().find((toast) => toast.id === 'other')).toMatchObject({ message: 'DISMISS' });
    expect(toaster.isVisible(id)).toBe(false);
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
