import { cleanup, render } from '@testing-library/react';
import { firstValueFrom } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { ActivePageContext, pageTitle$, useAnnouncePageTitle } from './pageTitle';

afterEach(cleanup);

function Header({ title }: { title: string | null }) {
  useAnnouncePageTitle(title);
  return null;
}

/** Two kept pages, as the history stack mounts them: only the active one's title counts. */
function Stack({ active, titles }: { active: number; titles: (string | null)[] }) {
  return (
    <>
      {titles.map((title, index) => (
        <ActivePageContext.Provider key={index} value={index === active}>
          <Header title={title} />
        </ActivePageContext.Provider>
      ))}
    </>
  );
}

const now = () => firstValueFrom(pageTitle$);

describe('page title', () => {
  it('is the active page header’s title, and follows navigation between kept pages', async () => {
    const { rerender } = render(<Stack active={0} titles={['Notifications', 'Wallet']} />);
    expect(await now()).toBe('Notifications');
    rerender(<Stack active={1} titles={['Notifications', 'Wallet']} />);
    expect(await now()).toBe('Wallet');
  });

  it('is null on a page without a header, not the title of the page before', async () => {
    const { rerender } = render(<Stack active={0} titles={['Notifications', null]} />);
    expect(await now()).toBe('Notifications');
    rerender(<Stack active={1} titles={['Notifications', null]} />);
    expect(await now()).toBeNull();
  });

  it('is withdrawn when its page unmounts', async () => {
    const { unmount } = render(<Stack active={0} titles={['Settings']} />);
    unmount();
    expect(await now()).toBeNull();
  });
});
