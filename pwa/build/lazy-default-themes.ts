import type { Plugin } from 'vite';

/**
 * MUI builds a default theme in seven of its modules as they load (`const defaultTheme =
 * createTheme();` in material's styles and Box, in system's styled, useTheme, Container, Grid and
 * Stack), for components rendered without a ThemeProvider. The app always has one, yet every page
 * paid for them while starting: a whole material theme twice and system's five times, about half of
 * the theme stage's task and a third of the providers' (bench/cpu-profile.ts at 4× CPU).
 *
 * This build step makes each of them lazy: the same theme, made by the same call the first time
 * anything reads it (a component outside any provider), and never otherwise. The stand-in is a Proxy
 * that forwards every read to the theme it makes, so identity, keys, spreading and merging behave as
 * they do on the theme itself (MUI never writes to a default theme).
 */
const DEFAULT_THEME = /^(export )?const (\w+) = createTheme\(\);$/m;

/** One module every changed one imports its stand-in from. */
const HELPER_ID = '\0safari-lazy-default-theme';
export const LAZY_DEFAULT_THEME_HELPER = `
export function lazyDefaultTheme(create) {
  let made;
  const theme = () => (made ??= create());
  return new Proxy({}, {
    get: (_, key) => theme()[key],
    has: (_, key) => key in theme(),
    ownKeys: () => Reflect.ownKeys(theme()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(theme(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
`;

/** Rewrites a MUI module's default theme into a lazy one; null when the module has none. */
export function lazyDefaultThemeSource(code: string): string | null {
  if (!DEFAULT_THEME.test(code)) return null;
  const lazy = code.replace(DEFAULT_THEME, '$1const $2 = /* @__PURE__ */ lazyDefaultTheme(() => createTheme());');
  return `import { lazyDefaultTheme } from ${JSON.stringify(HELPER_ID)};\n${lazy}`;
}

export function lazyDefaultThemes(): Plugin {
  return {
    name: 'safari:lazy-default-themes',
    resolveId: (id) => (id === HELPER_ID ? id : null),
    load: (id) => (id === HELPER_ID ? LAZY_DEFAULT_THEME_HELPER : null),
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]@mui[\\/](material|system)[\\/]/.test(id)) return null;
      const source = lazyDefaultThemeSource(code);
      return source === null ? null : { code: source, map: null };
    },
  };
}
