import { useParams } from '@app/ui';
import { useProfile } from '@app/ui';
import { useAddressableEvent, type AddressPointer } from '../components/useAddressableEvent';
import { useOtherArticles } from '../components/useOtherArticles';
import { ArticleView } from '../views/ArticleView';

/** True when the shell handed over an address the relays can be asked for. */
function isUsable(address: AddressPointer | undefined): address is AddressPointer {
  return Boolean(address && Number.isInteger(address.kind) && /^[0-9a-f]{64}$/i.test(address.pubkey) && typeof address.identifier === 'string');
}

/** A long-form article (NIP-23) by its naddr, with the author's other articles. */
export default function ArticlePage({ address }: { address?: AddressPointer }) {
  const { link = '' } = useParams();
  const usable = isUsable(address) ? address : undefined;
  const load = useAddressableEvent(usable);
  // The address names the author, so the profile loads alongside the article.
  const author = useProfile(usable?.pubkey ?? '', usable?.relays);
  const others = useOtherArticles(usable);
  return <ArticleView load={load} author={author} others={others} invalidAddress={usable ? undefined : link} />;
}
