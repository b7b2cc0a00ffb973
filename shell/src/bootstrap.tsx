import { createRoot } from 'react-dom/client';
import { createCore, setCore } from '@app/core';
import { AppThemeProvider, ErrorState } from '@app/ui';
import { loadRuntimeConfig } from './config/load-runtime-config';
import { registerRemotesFromConfig } from './remotes/remote-registry';
import { App } from './App';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await loadRuntimeConfig();
    setCore(createCore(config));
    registerRemotesFromConfig(config.remotes);
    root.render(
      <AppThemeProvider>
        <App />
      </AppThemeProvider>,
    );
  } catch (error) {
    root.render(
      <AppThemeProvider>
        <ErrorState title="The app could not start" message={(error as Error).message} onRetry={() => location.reload()} />
      </AppThemeProvider>,
    );
  }
}

void start();
