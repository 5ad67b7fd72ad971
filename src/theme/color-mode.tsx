// Colour mode: light, dark or system. The inline head script applies it before first paint; this
// context takes over after hydration, persists the choice under `theme` and syncs across tabs.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { site } from './site';
import { onStorage, readStorage, writeStorage } from './storage';

export type Mode = 'light' | 'dark';
export type Choice = Mode | 'system';
export const THEME_KEY = 'theme';

interface ColorModeValue {
  colorMode: Mode;
  choice: Choice;
  setChoice: (choice: Choice) => void;
  toggle: () => void;
}

const Ctx = createContext<ColorModeValue | null>(null);
const { defaultMode, respectPrefersColorScheme, disableSwitch } = site.colorMode;

function systemMode(): Mode {
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

function effective(choice: Choice): Mode {
  if (choice !== 'system') return choice;
  return respectPrefersColorScheme ? systemMode() : defaultMode;
}

function apply(choice: Choice): Mode {
  const mode = effective(choice);
  document.documentElement.setAttribute('data-theme', mode);
  document.documentElement.setAttribute(
    'data-theme-choice',
    choice === 'system' && !respectPrefersColorScheme ? defaultMode : choice,
  );
  return mode;
}

export function nextChoice(current: Choice, colorMode: Mode): Choice {
  if (!respectPrefersColorScheme) return colorMode === 'dark' ? 'light' : 'dark';
  return current === 'system' ? 'light' : current === 'light' ? 'dark' : 'system';
}

function readAttr<T extends string>(name: string, fallback: T): T {
  if (typeof document === 'undefined') return fallback;
  return (document.documentElement.getAttribute(name) as T | null) ?? fallback;
}

export function ColorModeProvider({ children }: { children: ReactNode }) {
  // Start from what the head script put on <html>, so hydration matches the server markup's intent.
  const [colorMode, setColorMode] = useState<Mode>(() => readAttr('data-theme', defaultMode));
  const [choice, setChoiceState] = useState<Choice>(() => {
    const stored = typeof window === 'undefined' ? null : readStorage(THEME_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  });

  const setChoice = useCallback((next: Choice) => {
    setChoiceState(next);
    setColorMode(apply(next));
    writeStorage(THEME_KEY, next === 'system' ? null : next);
  }, []);

  useEffect(() => {
    if (disableSwitch) writeStorage(THEME_KEY, null);
    return onStorage(THEME_KEY, (value) => {
      const next: Choice = value === 'light' || value === 'dark' ? value : 'system';
      setChoiceState(next);
      setColorMode(apply(next));
    });
  }, []);

  useEffect(() => {
    if (choice !== 'system' || !respectPrefersColorScheme) return;
    const mql = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => setColorMode(apply('system'));
    mql.addEventListener('change', onChange);
    return () => mql.removeEventListener('change', onChange);
  }, [choice]);

  const value = useMemo<ColorModeValue>(
    () => ({ colorMode, choice, setChoice, toggle: () => setChoice(nextChoice(choice, colorMode)) }),
    [colorMode, choice, setChoice],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

/**
 * The colour mode, or null outside <ColorModeProvider>: a page's content rendered without its layout (a
 * feed entry, a post's content on its own) draws as in light mode.
 */
export function useColorModeIfAny(): ColorModeValue | null {
  return useContext(Ctx);
}

export function useColorMode(): ColorModeValue {
  const v = useContext(Ctx);
  if (!v) throw new Error('useColorMode must be used inside <ColorModeProvider>');
  return v;
}
