import { describe, expect, it } from 'vitest';
import { headerFade, nextHeaderOffset } from './scroll-header';

describe("the phone's header on scroll", () => {
  it('hides by up to 80 px on scroll down and comes back on scroll up', () => {
    expect(nextHeaderOffset(0, 30)).toBe(30);
    expect(nextHeaderOffset(70, 30)).toBe(80);
    expect(nextHeaderOffset(50, -70)).toBe(0);
  });

  it("fades from the app name to the page's title over 80 px", () => {
    expect(headerFade(0)).toBe(0);
    expect(headerFade(40)).toBe(0.5);
    expect(headerFade(400)).toBe(1);
  });
});
