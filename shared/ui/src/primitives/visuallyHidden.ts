/** CSS that takes an element out of sight but leaves it to assistive technology (a heading, a label). */
export const VISUALLY_HIDDEN = `
  position: absolute;
  width: 1px;
  height: 1px;
  min-height: 0;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
