// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import AddToHomeScreenDialog from '@/components/add-to-home-screen-dialog';
import { renderWithChakra } from '../helpers/render';

describe('the Add to Home Screen steps (Safari)', () => {
  it('show the two taps in order, each with a described picture, and close on Done', async () => {
    const onClose = vi.fn();
    renderWithChakra(<AddToHomeScreenDialog onClose={onClose} returnFocusTo={createRef()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add BaseBots to your Home Screen' });
    const steps = Array.from(dialog.querySelectorAll('ol > li'), (step) => step.textContent);
    expect(steps).toEqual([
      expect.stringContaining('1. Tap the Share button'),
      expect.stringContaining('2. Scroll down and tap "Add to Home Screen"'),
    ]);
    expect(screen.getByRole('img', { name: /The Share button/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Add to Home Screen: a square with a plus sign/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });
});
