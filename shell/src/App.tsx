import { BrowserRouter } from 'react-router';
import { Layout } from './layout/Layout';
import { HistoryStack } from './history/HistoryStack';
import { BusNavigation } from './BusNavigation';

export function App() {
  return (
    <BrowserRouter>
      <BusNavigation />
      <Layout>
        <HistoryStack />
      </Layout>
    </BrowserRouter>
  );
}
