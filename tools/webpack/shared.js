// The allow-list of modules the shell and the remotes share as singletons, with explicit versions
// read from the workspace's package.json (one install, so one version of each).
const path = require('node:path');
const rootPackage = require('../../package.json');
/**
 * @vaultline/session's own version (libs/session/release.json): bump its major when its API changes
 * incompatibly. Shared strictly, so a remote built against another major fails at load (and the
 * shell falls back to a known-good release) instead of failing at run time against the shell's copy.
 */
const sessionVersion = require('../../libs/session/release.json').version;
/** The MUI kit's share name and version (libs/ui/src/mui-kit/release.json). */
const MUI_KIT = '@vaultline/mui-kit';
const muiKitVersion = require('../../libs/ui/src/mui-kit/release.json').version;

const root = path.resolve(__dirname, '../..');
const deps = rootPackage.dependencies;

function singleton(name, { strict = false, key = name } = {}) {
  const version = deps[name];
  if (!version) throw new Error(`${name} is not a dependency of the workspace`);
  return [key, { singleton: true, version, requiredVersion: `^${version}`, strictVersion: strict }];
}

const shared = Object.fromEntries([
  singleton('react', { strict: true }),
  singleton('react-dom', { strict: true }),
  // Trailing slash: react-dom/client and the other subpaths resolve to the same singleton.
  singleton('react-dom', { key: 'react-dom/' }),
  singleton('react-router-dom', { strict: true }),
  // `from '@mui/material'` is the portal's kit (libs/ui/src/mui-kit), shared under a name of its own.
  // Not a singleton: a remote built against a kit the shell does not satisfy (one with a component
  // added, a later major) draws with its own copy, still under the shell's theme (emotion's).
  [
    '@mui/material',
    {
      shareKey: MUI_KIT,
      version: muiKitVersion,
      requiredVersion: `^${muiKitVersion}`,
      import: path.join(root, 'libs/ui/src/mui-kit/index.ts'),
    },
  ],
  // What MUI's own packages import by path (the icons SvgIcon, the charts styles and utils); the
  // shell's useColorScheme comes from styles too. MUI's ESM build carries no version, hence ours.
  ...['SvgIcon', 'styles', 'utils'].map((part) =>
    singleton('@mui/material', { key: `@mui/material/${part}` }),
  ),
  singleton('@emotion/react'),
  singleton('@emotion/styled'),
  singleton('zustand'),
  // One server-state cache for the portal: react-query is one copy, and the queryClient of
  // @vaultline/data-access (libs/data-access/src/lib/query-client.ts) one instance per page: a page
  // global that the first bundle to load creates. That lib is bundled like the others (config.js
  // LIBS), not shared, so a remote under a shell released before it still reads the same cache.
  singleton('@tanstack/react-query'),
  [
    '@vaultline/session',
    {
      singleton: true,
      version: sessionVersion,
      requiredVersion: `^${sessionVersion}`,
      strictVersion: true,
      import: path.join(root, 'libs/session/src/index.ts'),
    },
  ],
]);

/**
 * Provided by the shell alone, for remotes built before the kit: MUI's whole barrel under its old
 * share name, loaded only when such a remote asks for it. Its components are the kit's own modules
 * (one build), so both draw with one theme and one set of contexts. No source imports this request.
 */
const legacyShared = {
  'vaultline-legacy-mui-barrel': {
    singleton: true,
    shareKey: '@mui/material',
    version: deps['@mui/material'],
    requiredVersion: `^${deps['@mui/material']}`,
    import: path.join(root, 'node_modules/@mui/material/index.mjs'),
  },
};

module.exports = { shared, legacyShared, root };
