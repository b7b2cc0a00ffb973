import { useNavigate } from 'react-router';
import { Button, EmptyState, Page } from '@app/ui';

/** Unknown routes (spec 1 'Page not found', spec 3 not-found page). */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Page>
      <EmptyState title="Page not found">
        <p>404 · The page you are looking for could not be found.</p>
        <Button onClick={() => navigate('/')}>Go back to homepage</Button>
      </EmptyState>
    </Page>
  );
}
