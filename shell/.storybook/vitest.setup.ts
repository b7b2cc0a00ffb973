import { setProjectAnnotations } from '@storybook/react';
import preview from './preview';

// Needed with a non-Vite framework (toolchain pitfall 6): do not remove.
setProjectAnnotations([preview]);
