import type { Location } from 'react-router';
import { Route, Routes } from 'react-router';
import { RemotePage } from '../remotes/RemotePage';
import { REMOTE_ROUTES } from './route-table';
import { StaticPage } from '../pages/StaticPage';
import { LinkPage } from '../pages/LinkPage';
import { NotFoundPage } from '../pages/NotFoundPage';

/** The full route table of spec 1 §2, rendered for one history entry's location. */
export function AppRoutes({ location }: { location: Location }) {
  return (
    <Routes location={location}>
      {REMOTE_ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={<RemotePage remote={route.remote} page={route.page} />} />
      ))}
      <Route path="/about" element={<StaticPage page="about" />} />
      <Route path="/terms" element={<StaticPage page="terms" />} />
      <Route path="/privacy" element={<StaticPage page="privacy" />} />
      <Route path="/csae" element={<StaticPage page="csae" />} />
      <Route path="/:link/*" element={<LinkPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
