import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { LAZY_DEFAULT_THEME_HELPER, lazyDefaultThemeSource } from './lazy-default-themes';

const lazyDefaultTheme = new Function(`${LAZY_DEFAULT_THEME_HELPER.replace('export function', 'function')}; return lazyDefaultTheme;`)() as <T extends object>(
  create: () => T,
) => T;

/** The MUI modules that make a default theme as they load, as the installed version writes them. */
const MUI_DEFAULT_THEMES = [
  '@mui/material/styles/defaultTheme.mjs',
  '@mui/material/Box/Box.mjs',
  '@mui/system/createStyled/createStyled.mjs',
  '@mui/system/useTheme/useTheme.mjs',
  '@mui/system/Container/createContainer.mjs',
  '@mui/system/Grid/createGrid.mjs',
  '@mui/system/Stack/createStack.mjs',
];
const muiFile = (module: string) => {
  const require = createRequire(import.meta.url);
  const [scope, name, ...rest] = module.split('/');
  return `${require.resolve(`${scope}/${name}/package.json`).replace(/package\.json$/, '')}${rest.join('/')}`;
};

describe('lazy default themes (the build step)', () => {
  it.each(MUI_DEFAULT_THEMES)('when %s is built, then its default theme is made only when read', (module) => {
    const source = lazyDefaultThemeSource(readFileSync(muiFile(module), 'utf8'));
    // A MUI upgrade that writes the line differently would quietly bring the eager theme back.
    expect(source).not.toBeNull();
    expect(source).not.toMatch(/= createTheme\(\);/);
    expect(source).toMatch(/lazyDefaultTheme\(\(\) => createTheme\(\)\)/);
  });

  it('when a module has no default theme, then it is left as it is', () => {
    expect(lazyDefaultThemeSource('const theme = createTheme({ palette: {} });')).toBeNull();
  });

  it('when nothing reads the stand-in, then no theme is made; once read, it is the theme in every way MUI uses it', () => {
    let made = 0;
    const stand = lazyDefaultTheme(() => {
      made += 1;
      return createTheme();
    });
    expect(made).toBe(0);
    const theme = createTheme();
    expect(stand.palette.primary.main).toBe(theme.palette.primary.main);
    expect(Object.keys(stand)).toEqual(Object.keys(theme));
    expect('spacing' in stand).toBe(true);
    expect(Object.hasOwn(stand, 'nothing')).toBe(false);
    expect({ ...stand }.typography.fontFamily).toBe(theme.typography.fontFamily);
    expect(stand.spacing(2)).toBe(theme.spacing(2));
    expect(made).toBe(1);
  });
});
