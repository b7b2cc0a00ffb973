import { useContentSettings } from './useContentSettings';

/** The `content.blurNSFW` setting (on by default, and when no core is installed). */
export function useBlurNSFW(): boolean {
  return useContentSettings().blurNSFW;
}
