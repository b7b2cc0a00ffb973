import { useProfile } from '@app/ui';
import { useAddressableEvent, type AddressPointer } from '../components/useAddressableEvent';
import { ArticleView } from '../views/ArticleView';

/** A long-form article (NIP-23) by its naddr; rich markdown arrives with the notes issue. */
export default function ArticlePage({ address }: { address?: AddressPointer }) {
  const load = useAddressableEvent(address);
  // The address names the author, so the profile loads alongside the article.
  const author = useProfile(address?.pubkey ?? '');
  return <ArticleView load={load} author={author} />;
}
