import styled from '@emotion/styled';
import { useState } from 'react';
import { displayName, type Profile } from '@app/core';
import { Avatar, safeHttpUrl } from '@app/ui/nostr';
import { Modal } from '@app/ui';

const Ring = styled.div`
  margin-top: -48px;
  width: fit-content;
  border-radius: 50%;
  border: 4px solid ${({ theme }) => theme.colors.bg};
`;

const Plain = styled.button`
  display: block;
  padding: 0;
  border: none;
  border-radius: 50%;
  background: none;
  cursor: zoom-in;
`;

const Large = styled.img`
  display: block;
  max-width: 100%;
  max-height: 70vh;
  margin: 0 auto;
  border-radius: ${({ theme }) => theme.radius.md}px;
`;

/** The profile picture; clicking it shows it large in a dialog (only when there is a valid picture). */
export function EnlargeableAvatar({ pubkey, profile }: { pubkey: string; profile?: Profile }) {
  const [open, setOpen] = useState(false);
  const picture = safeHttpUrl(profile?.picture);
  const name = displayName(profile, pubkey);
  const avatar = <Avatar pubkey={pubkey} picture={profile?.picture} name={name} size={96} />;
  return (
    <Ring>
      {picture ? (
        <Plain type="button" aria-label="Enlarge picture" onClick={() => setOpen(true)}>
          {avatar}
        </Plain>
      ) : (
        avatar
      )}
      {open && picture && (
        <Modal title={name} onClose={() => setOpen(false)} width={640}>
          <Large src={picture} alt={`Picture of ${name}`} referrerPolicy="no-referrer" />
        </Modal>
      )}
    </Ring>
  );
}
