// cx joins class names without resolving Tailwind conflicts (the stylesheet's order decides), so the
// shared components take variations as props and never emit a utility a caller could override.
// These tests check the variations, and scan the app for className overrides of component colours.
import { render, screen } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Badge } from '../src/ui/badge';
import { buttonClasses } from '../src/ui/button';
import { Card } from '../src/ui/card';
import { EmptyState } from '../src/ui/empty-state';
import { Spinner } from '../src/ui/spinner';

const classesOf = (element: Element) => element.className.split(/\s+/);
const unprefixed = (classes: string[], root: string) =>
  classes.filter((name) => name.startsWith(`${root}-`));

describe('shared components take variations as props', () => {
  it('Card: one background and one ring colour per tone (the Event Information card is sage)', () => {
    render(
      <>
        <Card data-testid="white" className="p-6" />
        <Card data-testid="sage" tone="sage" className="p-6" />
        <Card data-testid="butter" tone="butter" />
      </>,
    );
    expect(unprefixed(classesOf(screen.getByTestId('white')), 'bg')).toEqual(['bg-white']);
    expect(unprefixed(classesOf(screen.getByTestId('sage')), 'bg')).toEqual(['bg-sage-100']);
    expect(
      unprefixed(classesOf(screen.getByTestId('sage')), 'ring').filter((c) => c !== 'ring-1'),
    ).toEqual(['ring-sage-200']);
    expect(unprefixed(classesOf(screen.getByTestId('butter')), 'bg')).toEqual(['bg-butter-200']);
  });

  it('Spinner: a className replaces the default padding instead of fighting it', () => {
    render(
      <>
        <Spinner label="Default" />
        <Spinner label="Tall" className="py-32" />
        <Spinner label="Screen" className="min-h-dvh" />
      </>,
    );
    const spinner = (name: string) => screen.getByText(name).closest('[role="status"]')!;
    expect(unprefixed(classesOf(spinner('Default')), 'py')).toEqual(['py-10']);
    expect(unprefixed(classesOf(spinner('Tall')), 'py')).toEqual(['py-32']);
    expect(unprefixed(classesOf(spinner('Screen')), 'py')).toEqual([]);
  });

  it('Badge: the light tone (over pictures) is a tone, not an override', () => {
    render(<Badge tone="light">Distance: TBD</Badge>);
    expect(unprefixed(classesOf(screen.getByText('Distance: TBD')), 'bg')).toEqual(['bg-white/90']);
  });

  it('Button: every variant brings exactly one focus ring colour; inverse is light on dark', () => {
    for (const variant of [
      'primary',
      'secondary',
      'outline',
      'ghost',
      'danger',
      'inverse',
    ] as const) {
      const rings = buttonClasses({ variant })
        .split(/\s+/)
        .filter((name) => /^focus-visible:outline-(?!\d|offset)/.test(name));
      expect(rings, variant).toHaveLength(1);
    }
    const inverse = buttonClasses({ variant: 'inverse' }).split(/\s+/);
    expect(inverse).toContain('focus-visible:outline-cream-50');
    expect(unprefixed(inverse, 'bg')).toEqual(['bg-cream-50']);
    expect(inverse.filter((name) => name.startsWith('hover:bg-'))).toEqual(['hover:bg-butter-200']);
  });

  it('EmptyState: titleAs="h1" makes the title the page heading (Event not found, Story not found)', () => {
    render(<EmptyState title="Event not found" titleAs="h1" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Event not found' })).toBeTruthy();
  });
});

/** Every .tsx under src (but the shared ui components themselves). */
function appSources(dir = join(import.meta.dirname, '../src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'ui' ? [] : appSources(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

describe('the app does not override component utilities through className', () => {
  // Utilities (without a variant prefix) each component sets itself: a className with one of these
  // would conflict, and cx would not resolve it.
  const OWN: Record<string, RegExp> = {
    Card: /^(bg|ring|rounded|shadow)-/,
    Badge: /^(bg|rounded|px|py|text)-/,
    Button: /^(bg|rounded|h|px|text|shadow|border)-/,
    ButtonLink: /^(bg|rounded|h|px|text|shadow|border)-/,
    Spinner: /^(flex|items|justify|gap|text)-/,
    EmptyState: /^(bg|border|rounded|px|py)-/,
  };

  it('finds no such override', () => {
    const problems: string[] = [];
    for (const file of appSources()) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(
        /<(Card|Badge|Button|ButtonLink|Spinner|EmptyState)\b([^>]*?)className="([^"]*)"/g,
      )) {
        const [, component, , classes] = match;
        for (const name of classes!.split(/\s+/)) {
          if (OWN[component!]!.test(name))
            problems.push(
              `${relative(process.cwd(), file)}: <${component} className="… ${name} …">`,
            );
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
