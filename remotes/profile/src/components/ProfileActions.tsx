import styled from '@emotion/styled';
import { useState, type ReactNode } from 'react';
import { Link } from '@app/ui';
import { Button, useCopyFlag } from '@app/ui';
import { QrModal } from '@app/ui/qr';
import { MuteDialog } from './MuteDialog';
import { ProfileMenu, type ProfileMenuItem } from './ProfileMenu';

const EditLink = styled(Link)`
  padding: 4px 10px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
  &:hover {
    text-decoration: none;
  }
`;

const Status = styled.span`
  color: ${({ theme }) => theme.colors.success};
`;

export interface ProfileActionsProps {
  pubkey: string;
  npub: string;
  /** The public link of the profile (an nprofile with relay hints when known), for 'Copy link'. */
  profileUrl?: string;
  /** Display name for dialogs. */
  name: string;
  /** The signed-in viewer, null when logged out. */
  viewer: string | null;
  /** Shown as a second QR code when set. */
  lightningAddress?: string;
  muted: boolean;
  /** Follow controls, shown on other people's profiles. */
  followControl?: ReactNode;
  onMessage(): void;
  onMute(): Promise<unknown>;
  onUnmute(): Promise<unknown>;
  /** 'View as' (logged out): see the app from this user's point of view. */
  onViewAs?(): void;
  /** Zap this user (given when they have a lightning address); shown to signed-in viewers of others' profiles. */
  onZap?(): void;
}

/**
 * The header's buttons. Own profile: Edit profile. Others: follow controls. Logged in: Message, and Zap on others'
 * profiles with a lightning address. Always: QR and
 * the menu (Mute or Unmute when logged in and not self, Copy npub, Copy link). Spec 1 §6: logged-out visitors cannot mute or message.
 */
export function ProfileActions(props: ProfileActionsProps) {
  const { pubkey, npub, profileUrl, name, viewer, muted, followControl, lightningAddress, onMessage, onMute, onUnmute, onViewAs, onZap } = props;
  const [dialog, setDialog] = useState<'qr' | 'lightning-qr' | 'mute' | null>(null);
  const { copied, copy } = useCopyFlag();
  const own = viewer === pubkey;
  const canMute = viewer !== null && !own;
  const menu: ProfileMenuItem[] = [
    ...(viewer === null && onViewAs ? [{ label: 'View as', onSelect: onViewAs }] : []),
    ...(canMute ? [muted ? { label: 'Unmute', onSelect: () => void onUnmute().catch(() => undefined) } : { label: 'Mute', onSelect: () => setDialog('mute') }] : []),
    { label: 'Copy npub', onSelect: () => void copy(npub) },
    ...(profileUrl ? [{ label: 'Copy link', onSelect: () => void copy(profileUrl) }] : []),
  ];
  return (
    <>
      {copied && <Status role="status">Copied</Status>}
      {own ? <EditLink to="/settings/profile">Edit profile</EditLink> : followControl}
      {viewer && (
        <Button variant="secondary" size="sm" onClick={onMessage}>
          Message
        </Button>
      )}
      {viewer && !own && onZap && (
        <Button variant="secondary" size="sm" onClick={onZap}>
          ⚡ Zap
        </Button>
      )}
      <Button variant="secondary" size="sm" aria-label="Show QR code" onClick={() => setDialog('qr')}>
        QR
      </Button>
      {lightningAddress && (
        <Button variant="secondary" size="sm" aria-label="Show lightning address QR code" onClick={() => setDialog('lightning-qr')}>
          ⚡ QR
        </Button>
      )}
      <ProfileMenu items={menu} />
      {dialog === 'qr' && <QrModal value={npub} label={name} onClose={() => setDialog(null)} />}
      {dialog === 'lightning-qr' && lightningAddress && <QrModal value={lightningAddress} label={lightningAddress} onClose={() => setDialog(null)} />}
      {dialog === 'mute' && <MuteDialog name={name} onMute={onMute} onUnmute={onUnmute} onClose={() => setDialog(null)} />}
    </>
  );
}
