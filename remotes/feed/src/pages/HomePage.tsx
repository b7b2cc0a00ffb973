import { useTimeline } from '@app/ui';
import { HomeView } from '../views/HomeView';

const LATEST_NOTES = { kinds: [1] };

/** Home (/): the latest notes of the relays for a logged-out visitor, newest first, 10 per page. */
export default function HomePage() {
  const timeline = useTimeline(LATEST_NOTES, 10);
  return <HomeView timeline={timeline} />;
}
