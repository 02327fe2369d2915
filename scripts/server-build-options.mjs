// The esbuild options of the server bundle, shared by the build (scripts/build-server.mjs) and the check
// that every package the bundle loads at run time is a dependency (scripts/check-runtime-deps.mjs).
export const serverBuildOptions = {
  entryPoints: { main: 'server/main.ts', cli: 'server/cli/main.ts' },
  outdir: 'dist/server',
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'tsconfig.json',
};
