/**
 * Module Federation names and the shared singletons (DESIGN.md §3). Every webpack config builds
 * its `shared` option with sharedModules(), so the shell and the sections agree on one copy of
 * each library on the page.
 */

/** The Module Federation name of a section folder: "mfe-news" → "mfe_news". */
export function federationNameOf(section: string): string {
  return section.replace(/-/g, '_');
}

/** The one module every section exposes: its single-spa lifecycles. */
export const SECTION_EXPOSE = './app';

/** Packages that must exist once on the page, with the versions every build must agree on. */
export const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'single-spa',
  '@site/shared-contracts',
] as const;
export type SingletonPackage = (typeof SINGLETON_PACKAGES)[number];

/** Packages whose subpaths (react/jsx-runtime, react-dom/client …) are shared too. */
const SUBPATH_SHARED: readonly SingletonPackage[] = ['react', 'react-dom', 'react-router'];

export interface SharedModuleConfig {
  singleton: true;
  requiredVersion: string;
  version: string;
  strictVersion: boolean;
  eager?: boolean;
}

/**
 * The `shared` option of ModuleFederationPlugin. React and React DOM must match exactly
 * (React 19 refuses mismatched copies), the others within their major.
 */
export function sharedModules(
  versions: Readonly<Record<SingletonPackage, string>>,
  options: { eager?: boolean } = {},
): Record<string, SharedModuleConfig> {
  const shared: Record<string, SharedModuleConfig> = {};
  for (const name of SINGLETON_PACKAGES) {
    const version = versions[name];
    const exact = name === 'react' || name === 'react-dom';
    const config: SharedModuleConfig = {
      singleton: true,
      version,
      requiredVersion: exact ? version : `^${version}`,
      strictVersion: exact,
      ...(options.eager ? { eager: true } : {}),
    };
    shared[name] = config;
    if (SUBPATH_SHARED.includes(name)) shared[`${name}/`] = { ...config };
  }
  return shared;
}
