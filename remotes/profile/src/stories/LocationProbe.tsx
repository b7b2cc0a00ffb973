import type { Decorator } from '@storybook/react';
import { useLocation } from '@app/ui';

/** Shows where the in-memory router is, so play functions can assert navigation (path and state). */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </output>
  );
}

export const withLocationProbe: Decorator = (Story) => (
  <>
    <Story />
    <LocationProbe />
  </>
);
