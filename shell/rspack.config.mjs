import { shellConfig } from '../scripts/build/rspack-app.mjs';

export default shellConfig(import.meta.url);
