import { Link, useNavigate } from 'react-router';
import { Button, EmptyState, Page } from '@app/ui';
import { safeHttpUrl } from '@app/ui/nostr';

/** Spec 1 §8: a public key on the flagged list. `explanation` is an in-app path or an http(s) URL. */
export function FlaggedPage({ explanation }: { explanation: string }) {
  const navigate = useNavigate();
  const external = safeHttpUrl(explanation);
  return (
    <Page>
      <EmptyState title="Error">
        <p>
          Flagged as CSAM by a third-party provider. See explanation at{' '}
          {external ? (
            <a href={external} target="_blank" rel="noopener noreferrer">
              {external}
            </a>
          ) : (
            <Link to={explanation.startsWith('/') ? explanation : '/csae'}>{explanation}</Link>
          )}
        </p>
        <Button onClick={() => navigate('/')}>Go back to homepage</Button>
      </EmptyState>
    </Page>
  );
}
