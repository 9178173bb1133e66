// The self-discovery path display (locked questions blurred, +XP badges, clicks report the state)
// and the member shell's tabs and role claims.
import { questionLockStates, type SelfDiscoveryQuestionWithId } from '@brunchers/model';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { memberTabs, tabsCrowded } from '../../src/app/member-shell/member-tabs';
import { CategoryPathCard } from '../../src/features/self-discovery/category-path';
import { rolesFromClaims } from '../../src/lib/roles';

const question = (id: string, day: number, xp: number): SelfDiscoveryQuestionWithId => ({
  id,
  category: 'social',
  question: `Question ${id}?`,
  xp_reward: xp,
  created_at: new Date(Date.UTC(2030, 0, day)),
});
const questions = [question('c', 3, 20), question('a', 1, 10), question('b', 2, 15)];
const socialPath = (answered: string[], attended: boolean) =>
  questionLockStates(questions, answered, attended).find((path) => path.category === 'social')!;

function states() {
  return screen.getAllByRole('button').map((button) => button.getAttribute('data-state'));
}

describe('category path', () => {
  it('locks everything (blurred) before a first attended brunch, with +XP badges', () => {
    render(<CategoryPathCard path={socialPath([], false)} onChoose={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Social' })).toBeTruthy();
    expect(states()).toEqual(['locked', 'locked', 'locked']);
    expect(screen.getByText('Question a?').className).toContain('blur');
    expect(screen.getByText('+10 XP')).toBeTruthy();
    expect(screen.getByText('+20 XP')).toBeTruthy();
  });

  it('opens the first question after attending, then each next one after the previous answer', () => {
    const onChoose = vi.fn();
    render(<CategoryPathCard path={socialPath(['a'], true)} onChoose={onChoose} />);
    expect(states()).toEqual(['answered', 'open', 'locked']);
    expect(screen.getByText('Question b?').className).not.toContain('blur');
    fireEvent.click(screen.getByRole('button', { name: /Question c\?/ }));
    expect(onChoose).toHaveBeenCalledWith(questions[0], {
      status: 'locked',
      reason: 'needs-previous',
    });
  });
});

describe('member tabs', () => {
  it('shows six tabs, plus Partner and Admin by role, one grid column each', () => {
    expect(memberTabs(new Set()).map((tab) => tab.label)).toEqual([
      'Home',
      'Places',
      'Stories',
      'Discover',
      'Path',
      'Profile',
    ]);
    expect(
      memberTabs(new Set(['partner']))
        .map((tab) => tab.to)
        .slice(-1),
    ).toEqual(['/partner']);
    const both = memberTabs(new Set(['admin', 'partner']));
    expect(both.map((tab) => tab.label).slice(-2)).toEqual(['Partner', 'Admin']);
    expect(tabsCrowded(both.length)).toBe(true);
    expect(tabsCrowded(memberTabs(new Set()).length)).toBe(false);
  });

  it('reads roles from the token claims', () => {
    expect(rolesFromClaims({ role: 'admin', roles: ['admin', 'partner'] })).toEqual([
      'admin',
      'partner',
    ]);
    expect(rolesFromClaims({ role: 'partner' })).toEqual(['partner']);
    expect(rolesFromClaims({ role: 'owner', roles: ['root'] })).toEqual([]);
    expect(rolesFromClaims({})).toEqual([]);
  });
});
