import styled from '@emotion/styled';
import type { MediaServer } from '@app/core';
import { EmptyState, Page, PageHeader } from '@app/ui';
import { AddMediaServerField, type AddMediaServer } from './AddMediaServerField';
import { MediaServerRow } from './MediaServerRow';

const Hint = styled.p`
  margin: 0;
  padding: 0 ${(p) => p.theme.spacing.lg}px;
  color: ${(p) => p.theme.colors.muted};
`;

const Alert = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.spacing.sm}px ${(p) => p.theme.spacing.lg}px;
  overflow-wrap: anywhere;
  color: ${(p) => p.theme.colors.error};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const sameUrl = (a: string, b: string | null) => b !== null && a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

export interface MediaServersViewProps {
  servers: MediaServer[];
  /** The URL uploads go to (null: none chosen). */
  defaultUrl: string | null;
  /** Whether changes are published for a signed-in user (else kept on this device). */
  signedIn: boolean;
  /** A failed change or publish, shown as written. */
  error?: string | null;
  onAdd: AddMediaServer;
  onMakeDefault: (url: string) => void;
  onRemove: (url: string) => void;
}

/** /settings/media: the user's upload servers with their protocol, the default one, and the add field. */
export function MediaServersView({ servers, defaultUrl, signedIn, error, onAdd, onMakeDefault, onRemove }: MediaServersViewProps) {
  return (
    <Page>
      <PageHeader title="Media servers" />
      <Hint data-testid="media-servers-hint">
        {signedIn
          ? 'Uploads go to the default server. Your list is published so other apps find your media.'
          : 'Uploads go to the default server. This list is kept on this device; sign in to publish it.'}
      </Hint>
      <AddMediaServerField onAdd={onAdd} />
      {error && <Alert role="alert">{error}</Alert>}
      {servers.length === 0 ? (
        <EmptyState title="No media servers">Add a Blossom or NIP-96 server to upload images and videos.</EmptyState>
      ) : (
        <List aria-label="Media servers">
          {servers.map((server) => (
            <MediaServerRow
              key={server.url}
              server={server}
              isDefault={sameUrl(server.url, defaultUrl)}
              onMakeDefault={() => onMakeDefault(server.url)}
              onRemove={() => onRemove(server.url)}
            />
          ))}
        </List>
      )}
    </Page>
  );
}
