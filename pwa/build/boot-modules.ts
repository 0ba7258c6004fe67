import type { Plugin } from 'vite';

/** More re-exports than this make a package's index a barrel (`@mui/material/styles`, `@tanstack/react-query`). */
const BARREL_MIN_IMPORTS = 12;

/**
 * A package's index that re-exports many modules: only the few the app uses survive tree-shaking,
 * and following all of its imports would count the rest (TextField's input, say) as boot code.
 * The modules the app takes from it go to the automatic chunks of their importers instead.
 */
function isPackageBarrel(id: string, imports: number): boolean {
  return /[\\/]node_modules[\\/]/.test(id) && /[\\/]index\.m?js$/.test(id) && imports > BARREL_MIN_IMPORTS;
}

/**
 * The modules the app starts with: the entry (src/main.tsx), every module it imports (statically,
 * or dynamically: it runs its stages with `import()`), and their static imports, recursively (not
 * through a package's barrel index). What a route or a dialog imports lazily is not part of it. It
 * stands in for rolldown's `$initial` tag, which counts only static imports from the entry and so
 * would miss the staged start.
 */
export function bootModules(entry: RegExp): { plugin: Plugin; has(id: string): boolean } {
  let boot: Set<string> | null = null;
  const plugin: Plugin = {
    name: 'safari-boot-modules',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const root = ids.find((id) => entry.test(id));
      if (!root) throw new Error(`boot-modules: no module matches ${entry}`);
      const info = (id: string) => this.getModuleInfo(id);
      const seen = new Set<string>();
      const visit = (id: string) => {
        if (seen.has(id)) return;
        seen.add(id);
        const module = info(id);
        if (isPackageBarrel(id, module?.importedIds.length ?? 0)) return;
        for (const next of module?.importedIds ?? []) visit(next);
      };
      visit(root);
      for (const next of info(root)?.dynamicallyImportedIds ?? []) visit(next);
      boot = seen;
    },
  };
  return {
    plugin,
    has(id) {
      if (!boot) throw new Error('boot-modules: asked before the module graph was complete');
      return boot.has(id);
    },
  };
}
