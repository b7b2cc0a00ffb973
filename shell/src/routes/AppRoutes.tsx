import type { Location } from 'react-router';
import { Route, Routes } from 'react-router';
import { RemotePage } from '../remotes/RemotePage';
import { REMOTE_ROUTES } from './route-table';
import { LinkPage } from '../pages/LinkPage';
import { NotFoundPage, PageLoader, StaticPage } from '../pages/lazy-pages';

/** The full route table of spec 1 §2, rendered for one history entry's location. */
export function AppRoutes({ location }: { location: Location }) {
  return (
    <Routes location={location}>
      {REMOTE_ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={<RemotePage remote={route.remote} page={route.page} />} />
      ))}
      <Route path="/about" element={<PageLoader><StaticPage page="about" /></PageLoader>} />
      <Route path="/terms" element={<PageLoader><StaticPage page="terms" /></PageLoader>} />
      <Route path="/privacy" element={<PageLoader><StaticPage page="privacy" /></PageLoader>} />
      <Route path="/csae" element={<PageLoader><StaticPage page="csae" /></PageLoader>} />
      <Route path="/:link/*" element={<LinkPage />} />
      <Route path="*" element={<PageLoader><NotFoundPage /></PageLoader>} />
    </Routes>
  );
}
