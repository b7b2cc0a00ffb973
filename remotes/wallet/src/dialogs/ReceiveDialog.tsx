import styled from '@emotion/styled';
import { useState } from 'react';
import { Modal, useTabs } from '@app/ui';
import type { WalletPort, WalletProvider } from '../wallet-port/wallet-port';
import { EcashReceive } from './EcashReceive';
import { LightningReceive } from './LightningReceive';

type ReceiveTab = 'lightning' | 'ecash';
const TAB_IDS: readonly ReceiveTab[] = ['lightning', 'ecash'];
const TAB_LABELS: Record<ReceiveTab, string> = { lightning: 'Lightning', ecash: 'Ecash token' };

const TabList = styled.div`
  display: flex;
  gap: ${(p) => p.theme.spacing.xs}px;
  margin-bottom: ${(p) => p.theme.spacing.lg}px;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

const Tab = styled.button<{ $active: boolean }>`
  padding: ${(p) => p.theme.spacing.sm}px ${(p) => p.theme.spacing.lg}px;
  background: transparent;
  border: 0;
  border-bottom: 2px solid ${(p) => (p.$active ? p.theme.colors.accent : 'transparent')};
  color: ${(p) => (p.$active ? p.theme.colors.text : p.theme.colors.muted)};
  font-weight: 600;
  cursor: pointer;
`;

export interface ReceiveDialogProps {
  port: WalletPort;
  provider: WalletProvider;
  onClose(): void;
  initialTab?: ReceiveTab;
  /** How often an ecash lightning receive is checked (stories shorten it). */
  pollMs?: number;
}

/** Receive: by lightning (an invoice of the active wallet) or by pasting an ecash token (into the ecash wallet). */
export function ReceiveDialog({ port, provider, onClose, initialTab = 'lightning', pollMs }: ReceiveDialogProps) {
  const [tab, setTab] = useState<ReceiveTab>(initialTab);
  const tabs = useTabs({ ids: TAB_IDS, selected: tab, onSelect: setTab });
  return (
    <Modal title="Receive" onClose={onClose}>
      <TabList {...tabs.listProps} aria-label="Receive with">
        {TAB_IDS.map((id) => (
          <Tab key={id} type="button" $active={id === tab} {...tabs.tabProps(id)}>
            {TAB_LABELS[id]}
          </Tab>
        ))}
      </TabList>
      <div {...tabs.panelProps(tab)}>
        {tab === 'lightning' ? <LightningReceive port={port} ecash={provider === 'cashu'} onDone={onClose} pollMs={pollMs} /> : <EcashReceive port={port} onDone={onClose} />}
      </div>
    </Modal>
  );
}
