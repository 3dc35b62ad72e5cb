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
  // MUI's ESM build carries no version, hence the explicit one.
  singleton('@mui/material'),
  // Subpaths too (the icons import @mui/material/utils): otherwise every remote bundles its own copy.
  singleton('@mui/material', { key: '@mui/material/' }),
  singleton('@emotion/react'),
  singleton('@emotion/styled'),
  singleton('zustand'),
  // One server-state cache for the portal: @vaultline/session's queryClient and the hooks that read it.
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

module.exports = { shared, root };
