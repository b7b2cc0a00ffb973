import { BrowserRouter } from 'react-router';
import { NoteSlotsProvider } from '@app/ui';
import { Layout } from './layout/Layout';
import { HistoryStack } from './history/HistoryStack';
import { BusNavigation } from './BusNavigation';
import { ComposeHost } from './overlays/ComposeHost';
import { ZapHost } from './overlays/ZapHost';
import { SignInHost } from './auth/SignInHost';
import { KeysHost } from './auth/keys/KeysHost';
import { PeersHost } from './p2p/PeersHost';
import { Toasts } from './overlays/Toasts';
import { NOTE_SLOTS } from './overlays/note-slots';
import { UpdateButton } from './pwa/UpdateButton';

export function App() {
  return (
    <BrowserRouter>
      <BusNavigation />
      <NoteSlotsProvider slots={NOTE_SLOTS}>
        <Layout>
          <HistoryStack />
        </Layout>
        <ComposeHost />
        <ZapHost />
        <SignInHost />
        <KeysHost />
        <PeersHost />
      </NoteSlotsProvider>
      <Toasts />
      <UpdateButton />
    </BrowserRouter>
  );
}
