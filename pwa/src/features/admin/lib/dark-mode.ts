import { useCallback, useEffect, useState } from 'react';

/** localStorage key of the staff console's dark-mode choice (spec). */
export const DARK_MODE_KEY = 'darkMode';

function readDarkMode(): boolean {
  try {
    return window.localStorage.getItem(DARK_MODE_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * The console's dark mode: kept under `darkMode` and shown as the `dark` class on `<html>` while the
 * console is open. The public site has no dark design, so the class goes when the console closes.
 */
export function useDarkMode(): [boolean, () => void] {
  const [dark, setDark] = useState(readDarkMode);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', dark);
    root.style.colorScheme = dark ? 'dark' : 'light';
    return () => {
      root.classList.remove('dark');
      root.style.colorScheme = '';
    };
  }, [dark]);

  const toggle = useCallback(() => {
    setDark((current) => {
      const next = !current;
      try {
        window.localStorage.setItem(DARK_MODE_KEY, String(next));
      } catch {
        // Storage unavailable: the choice lasts for this visit only.
      }
      return next;
    });
  }, []);

  return [dark, toggle];
}
