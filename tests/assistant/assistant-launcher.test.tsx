// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AssistantLauncher } from '@/assistant/assistant-launcher';
import { hideLauncher, isLauncherHidden } from '@/assistant/launcher-visibility';
import { renderRoute } from '../helpers/render';

afterEach(() => sessionStorage.clear());

function renderAt(path: string) {
  return renderRoute(
    '*',
    <>
      <main id="main" tabIndex={-1} />
      <AssistantLauncher />
    </>,
    path,
  );
}

describe('AssistantLauncher', () => {
  it('offers GregBot on a page without him', () => {
    renderAt('/pricing');
    expect(screen.getByRole('complementary', { name: 'Ask GregBot' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask GregBot' })).toBeInTheDocument();
  });

  it('stays away from the pages that show GregBot already', () => {
    renderAt('/bots');
    expect(screen.queryByRole('complementary', { name: 'Ask GregBot' })).not.toBeInTheDocument();
  });

  it('hides for the visit on Hide and hands focus to the page', async () => {
    renderAt('/pricing');
    await userEvent.click(screen.getByRole('button', { name: 'Hide Ask GregBot until your next visit' }));
    expect(screen.queryByRole('complementary', { name: 'Ask GregBot' })).not.toBeInTheDocument();
    expect(isLauncherHidden()).toBe(true);
    expect(document.activeElement).toBe(document.getElementById('main'));
  });

  it('stays hidden on a page opened later in the same visit', () => {
    hideLauncher();
    renderAt('/pricing');
    expect(screen.queryByRole('complementary', { name: 'Ask GregBot' })).not.toBeInTheDocument();
  });
});
