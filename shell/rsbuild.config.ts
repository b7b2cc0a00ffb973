import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

// Used by `storybook build`/`storybook dev` (storybook-react-rsbuild); without
// pluginReact the built stories are blank (toolchain pitfall 4).
export default defineConfig({
  plugins: [pluginReact()],
});
