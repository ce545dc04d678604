import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'build-up': 'src/games/build-up/index.ts',
    'domino-squares': 'src/games/domino-squares/index.ts',
    'dump-truck': 'src/games/dump-truck/index.ts',
    shanghai: 'src/games/shanghai/index.ts',
    simulate: 'src/simulate/index.ts',
    'simulate-worker': 'src/simulate/worker.ts',
    cli: 'src/cli/bin.ts',
  },
  format: ['esm', 'cjs'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
  treeshake: true,
  splitting: true,
  target: 'node20',
  shims: true,
});
